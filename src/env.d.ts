/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first intent, or at once when signed in; `"page"` also on pointer over,
     * `"overlay"` also when the URL names an overlay page (src/lib/hydration/intent-directive.ts).
     */
    'client:intent'?: boolean | 'page' | 'overlay';
  }
}
export {};
