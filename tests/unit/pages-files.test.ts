/**
 * _routes.json keeps every page, API and Function route on the Function (the
 * edge gates pages and checks sessions) and lets only static files skip it; _headers gives those
 * files the Function's security headers.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/contracts/routes.ts';
import { functionRoutes, listFiles, MAX_RULES, pagesHeaders, pagesRoutes, ruleMatches } from '../../scripts/lib/pages-files.ts';
import { CSP_HEADER } from '../../functions/_lib/security-headers.ts';

/** A dist/ like the real one: pages at the root and per locale, assets, images beside a page. */
const DIST = [
  '404.html',
  'index.html',
  'robots.txt',
  'sitemap.xml',
  'favicon.svg',
  'openapi.json',
  '_routes.json',
  '_headers',
  '_astro/AuthModal.abc123.js',
  '_astro/index.def456.css',
  'i18n/cashier/vi.json',
  'i18n/cashier/en.json',
  'banners/home-1.svg',
  'games/vendors/sks.svg',
  'og/default.png',
  'qr/ios.png',
  'promotions/index.html',
  'promotions/promo-101.svg',
  'en/index.html',
  'en/promotions/index.html',
  'en/inhouse-games/dice/index.html',
  'maintenance/index.html',
  'dev/outbox/index.html',
  'register/index.html',
];
const FUNCTIONS = ['_middleware.ts', '_lib/proxy.ts', '_lib/env.ts', 'wps/[[path]].ts', 'lgw/[[path]].ts', 'lotto/lgw/[[path]].ts', 'edge/client-error.ts'];

const viaFunction = (file: { exclude: string[] }, path: string) => !file.exclude.some((r) => ruleMatches(r, path));

describe('_routes.json', () => {
  const file = pagesRoutes(DIST, functionRoutes(FUNCTIONS));

  it('sends everything to the Function except static files', () => {
    expect(file.version).toBe(1);
    expect(file.include).toEqual(['/*']);
    expect(file.exclude).toEqual(
      expect.arrayContaining(['/_astro/*', '/i18n/*', '/banners/*', '/games/*', '/og/*', '/qr/*', '/favicon.svg', '/robots.txt', '/promotions/promo-101.svg']),
    );
    for (const p of ['/_astro/AuthModal.abc123.js', '/i18n/cashier/vi.json', '/games/vendors/sks.svg', '/promotions/promo-101.svg'])
      expect(viaFunction(file, p), p).toBe(false);
  });

  it('keeps every page, alias, API call and Function route on the Function', () => {
    const pages = [
      '/',
      '/index.html',
      '/index',
      '/home',
      '/register.html',
      '/help',
      '/promoDetail?id=1',
      '/promotions/',
      '/en/',
      '/en/promotions/',
      '/en/inhouse-games/dice/',
      '/maintenance/',
      '/dev/outbox/',
      '/register',
      '/404.html',
      '/no-such-page/',
    ];
    for (const p of pages) expect(viaFunction(file, p.split('?')[0]!), p).toBe(true);
    for (const def of Object.values(routes)) expect(viaFunction(file, def.path), def.path).toBe(true);
    for (const p of ['/wps/anything', '/lgw/x', '/lotto/lgw/x', '/edge/client-error']) expect(viaFunction(file, p), p).toBe(true);
    // Control files are never served, so never listed.
    expect(file.exclude.some((r) => r.includes('_routes') || r.includes('_headers'))).toBe(false);
  });

  it('maps the functions folder to route patterns', () => {
    expect(functionRoutes(FUNCTIONS).sort()).toEqual(['/edge/client-error', '/lgw/*', '/lotto/lgw/*', '/wps/*']);
    expect(functionRoutes(listFiles('functions'))).toEqual(expect.arrayContaining(['/wps/*', '/lgw/*', '/lotto/lgw/*']));
  });

  it('refuses an exclusion that would cover a Function route', () => {
    expect(() => pagesRoutes(['wps/spec.svg'], ['/wps/*'])).toThrow(/wps/);
  });

  it('stays within the Pages limit of 100 rules, dropping single files first', () => {
    const many = Array.from({ length: 300 }, (_, i) => `promotions/promo-${i}.svg`);
    const big = pagesRoutes(['promotions/index.html', '_astro/a.js', ...many]);
    expect(big.include.length + big.exclude.length).toBeLessThanOrEqual(MAX_RULES);
    expect(big.exclude[0]).toBe('/_astro/*');
  });
});

describe('_headers', () => {
  it('gives static files the security headers and caches hashed bundles for a year', () => {
    const text = pagesHeaders(['/_astro/*', '/favicon.svg']);
    const blocks = text.split(/\n(?=\/)/);
    const astro = blocks.find((b) => b.startsWith('/_astro/*'))!;
    expect(astro).toContain(`content-security-policy: ${CSP_HEADER}`);
    expect(astro).toContain('x-content-type-options: nosniff');
    expect(astro).toContain('strict-transport-security: max-age=63072000');
    expect(astro).toContain('cache-control: public, max-age=31536000, immutable');
    const icon = blocks.find((b) => b.startsWith('/favicon.svg'))!;
    expect(icon).toContain('x-frame-options: DENY');
    expect(icon).not.toContain('immutable');
  });
});
