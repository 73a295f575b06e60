/**
 * Password hashing with Argon2id (DESIGN.md "Passwords"): OWASP parameters (19 MiB, 2 passes,
 * 1 lane), 16-byte random salt, PHC string output. The WebAssembly modules are handed in once by
 * the runtime (workerd imports .wasm as compiled modules; Node compiles the same files in tests),
 * because Workers forbid compiling WebAssembly from bytes at run time.
 */
import * as argon2 from 'argon2-wasm-edge';

/** OWASP Argon2id parameters: memory in KiB, iterations, lanes, output bytes. */
export const ARGON2_PARAMS = { memorySize: 19456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

let ready: Promise<void> | undefined;

/**
 * Installs the compiled Argon2 and BLAKE2b modules. Must run before hashPassword/verifyPassword;
 * later calls are ignored.
 */
export function configurePasswordHashing(modules: { argon2WASM: WebAssembly.Module; blake2bWASM: WebAssembly.Module }): Promise<void> {
  ready ??= argon2.setWASMModules(modules);
  return ready;
}

function assertReady(): Promise<void> {
  if (!ready) throw new Error('password hashing used before configurePasswordHashing()');
  return ready;
}

/** Hashes a password into a PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  await assertReady();
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2.argon2id({ ...ARGON2_PARAMS, password, salt, outputType: 'encoded' });
}

/** True when `password` matches the PHC string; false for a mismatch or a malformed hash. */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  await assertReady();
  try {
    return await argon2.argon2Verify({ password, hash: phc });
  } catch {
    return false;
  }
}
