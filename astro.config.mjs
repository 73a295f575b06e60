// Astro prerenders every page for every locale (output static, no adapter: a _worker.js in dist/
// would make Cloudflare Pages ignore functions/). React islands hydrate through the custom
// `client:intent` directive; Astro writes a per-page CSP meta with the hashes of its scripts;
// dist/sitemap.xml is written after the build from every indexable page (scripts/sitemap-integration.mjs).
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { sitemapIntegration } from './scripts/sitemap-integration.mjs';
import { resolveSiteUrl } from './scripts/lib/site-url.mjs';

/**
 * Registers `client:intent` (src/lib/hydration/intent-directive.ts).
 * @returns {import('astro').AstroIntegration}
 */
function intentDirective() {
  return {
    name: 'portal:intent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: './src/lib/hydration/intent-directive.ts' });
      },
    },
  };
}

export default defineConfig({
  output: 'static',
  // SITE_URL is required in a production build (throws without it); local builds use the sandbox origin.
  site: resolveSiteUrl(),
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), intentDirective(), sitemapIntegration()],
  security: { csp: true },
  vite: { build: { assetsInlineLimit: 0 } },
});
