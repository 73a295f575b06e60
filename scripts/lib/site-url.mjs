/**
 * The public origin the build writes into canonical, hreflang, sitemap, robots and og:image URLs.
 * A production build (`node scripts/build.mjs --production`, which sets
 * PORTAL_BUILD=production, or any build on Cloudflare Pages' own CI, which sets CF_PAGES=1) must
 * be given SITE_URL, an absolute https origin that is not a loopback or private host: without it
 * every search-engine and social link would point at the sandbox's http://127.0.0.1:8788.
 * Local builds (npm start, npm test, e2e) keep that sandbox default.
 */

/** The sandbox origin used by local builds when SITE_URL is not set. */
export const LOCAL_SITE_URL = 'http://127.0.0.1:8788';

/** True when `env` asks for a production build (PORTAL_BUILD=production or CF_PAGES=1). */
export function isProductionBuild(env = process.env) {
  return env.PORTAL_BUILD === 'production' || env.CF_PAGES === '1';
}

/**
 * The site origin for `env` (no trailing slash). Throws an Error whose message says what to set
 * when a production build lacks SITE_URL or gives one that is not a public https origin; a local
 * build gets SITE_URL when set, else LOCAL_SITE_URL.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function resolveSiteUrl(env = process.env) {
  const raw = (env.SITE_URL ?? '').trim();
  if (!isProductionBuild(env)) return raw ? new URL(raw).origin : LOCAL_SITE_URL;
  const help = 'Set SITE_URL to the public https origin of the portal, e.g. SITE_URL=https://www.example.com (README "Operator deployment").';
  if (!raw) throw new Error(`The production build needs SITE_URL: canonical, hreflang, sitemap and og:image URLs are built from it. ${help}`);
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL is not a URL: ${JSON.stringify(raw)}. ${help}`);
  }
  if (url.protocol !== 'https:') throw new Error(`SITE_URL must use https in a production build (got ${url.protocol}). ${help}`);
  if (/^(localhost|127\.|0\.0\.0\.0|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[::1?\])/i.test(url.hostname) || url.hostname.endsWith('.localhost')) {
    throw new Error(`SITE_URL must be the public host of the portal, not ${url.hostname}. ${help}`);
  }
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`SITE_URL must be an origin without a path, query or fragment (got ${raw}). ${help}`);
  return url.origin;
}
