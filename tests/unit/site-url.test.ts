/**
 * A production build without SITE_URL (or with a loopback/http one) stops at
 * once with a message naming SITE_URL, instead of writing http://127.0.0.1:8788 into canonical,
 * hreflang, sitemap and og:image URLs; local builds keep the sandbox origin.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_URL, isProductionBuild, resolveSiteUrl } from '../../scripts/lib/site-url.mjs';

/** process.env without the variables these tests set, so the machine's own cannot leak in. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.SITE_URL;
  delete env.PORTAL_BUILD;
  delete env.CF_PAGES;
  return { ...env, ...extra };
}

describe('resolveSiteUrl', () => {
  it('keeps the sandbox origin for local builds, and takes SITE_URL when given', () => {
    expect(resolveSiteUrl({})).toBe(LOCAL_SITE_URL);
    expect(resolveSiteUrl({ SITE_URL: 'http://127.0.0.1:9000/' })).toBe('http://127.0.0.1:9000');
  });

  it('treats --production (PORTAL_BUILD) and Cloudflare Pages CI (CF_PAGES=1) as production', () => {
    expect(isProductionBuild({ PORTAL_BUILD: 'production' })).toBe(true);
    expect(isProductionBuild({ CF_PAGES: '1' })).toBe(true);
    expect(isProductionBuild({})).toBe(false);
  });

  it('refuses a production build without a public https SITE_URL', () => {
    expect(() => resolveSiteUrl({ PORTAL_BUILD: 'production' })).toThrow(/SITE_URL/);
    expect(() => resolveSiteUrl({ CF_PAGES: '1', SITE_URL: '' })).toThrow(/SITE_URL/);
    for (const bad of [
      'http://www.example.com',
      'https://127.0.0.1:8788',
      'https://localhost',
      'https://10.0.0.2',
      'https://www.example.com/en/',
      'not a url',
    ]) {
      expect(() => resolveSiteUrl({ PORTAL_BUILD: 'production', SITE_URL: bad }), bad).toThrow(/SITE_URL/);
    }
    expect(resolveSiteUrl({ PORTAL_BUILD: 'production', SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com');
  });
});

describe('the production build without SITE_URL', () => {
  it('scripts/build.mjs --production exits 1 before building, naming SITE_URL', () => {
    const r = spawnSync(process.execPath, ['scripts/build.mjs', '--production'], { env: cleanEnv({}), encoding: 'utf8', timeout: 15_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/needs SITE_URL/);
  });

  it('astro.config.mjs refuses to load on Cloudflare Pages CI (CF_PAGES=1) without SITE_URL', () => {
    const r = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "const c = (await import('./astro.config.mjs')).default; console.log('site=' + c.site);"],
      { env: cleanEnv({ CF_PAGES: '1' }), encoding: 'utf8', timeout: 15_000 },
    );
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/needs SITE_URL/);
    const ok = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "const c = (await import('./astro.config.mjs')).default; console.log('site=' + c.site);"],
      { env: cleanEnv({ CF_PAGES: '1', SITE_URL: 'https://play.example.com' }), encoding: 'utf8', timeout: 15_000 },
    );
    expect(ok.stdout).toContain('site=https://play.example.com');
  });
});
