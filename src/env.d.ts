/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first intent, or at once when signed in (src/lib/hydration/intent-directive.ts). */
    'client:intent'?: boolean;
  }
}
export {};
