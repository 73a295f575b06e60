/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first intent, or at once when signed in; `"page"` also on pointer over,
     * `"overlay"` also when the URL names an overlay page, `"load"` at once, keeping taps and
     * typed text from before hydration (src/lib/hydration/intent-directive.ts).
     */
    'client:intent'?: boolean | 'page' | 'overlay' | 'load';
  }
}
export {};
