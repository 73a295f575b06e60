/**
 * robots.txt: everything but the API is crawlable, and the sitemap of every locale
 * is named with the configured site's absolute URL.
 */
import type { APIRoute } from 'astro';

/** The robots.txt body. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://127.0.0.1:8788').toString();
  return new Response(`User-agent: *\nAllow: /\nDisallow: /wps/\nDisallow: /lgw/\nDisallow: /lotto/\n\nSitemap: ${sitemap}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
