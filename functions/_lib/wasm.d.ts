/** workerd imports .wasm files as compiled modules (Pages Functions module support). */
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
