// Lite mode at the edge (DESIGN.md "Budgets": lite at most half the bytes): which requests ask for
// it, and that every page answer declares what it varies on. The rewrite itself runs in the e2e
// project `pwa` (HTMLRewriter exists only in the Workers runtime).
import { describe, expect, it } from 'vitest';
import { wantsLite, withLiteMode, withoutValidators } from '../../functions/_lib/lite-mode.ts';

const req = (headers: Record<string, string>) => new Request('http://x/', { headers });

describe('wantsLite', () => {
  it('follows Save-Data when the player made no choice', () => {
    expect(wantsLite(req({ 'save-data': 'on' }))).toBe(true);
    expect(wantsLite(req({ 'save-data': 'On' }))).toBe(true);
    expect(wantsLite(req({ 'save-data': 'off' }))).toBe(false);
    expect(wantsLite(req({}))).toBe(false);
  });

  it("follows the side menu's switch over Save-Data, both ways", () => {
    expect(wantsLite(req({ cookie: 'a=1; lite=1' }))).toBe(true);
    expect(wantsLite(req({ cookie: 'lite=0', 'save-data': 'on' }))).toBe(false);
    expect(wantsLite(req({ cookie: 'notlite=1' }))).toBe(false);
  });
});

describe('withLiteMode', () => {
  it('adds Save-Data and Cookie to Vary without repeating or dropping what was there', () => {
    const res = withLiteMode(new Response('x', { headers: { vary: 'Accept-Encoding, cookie', 'content-type': 'text/html' } }), false);
    expect(res.headers.get('vary')).toBe('Accept-Encoding, cookie, Save-Data');
    expect(withLiteMode(new Response('x'), false).headers.get('vary')).toBe('Save-Data, Cookie');
  });

  it('leaves a non-HTML answer as it was, apart from Vary', async () => {
    const res = withLiteMode(new Response('{"a":1}', { status: 200, headers: { 'content-type': 'application/json' } }), true);
    expect(await res.text()).toBe('{"a":1}');
  });
});

describe('lite copies and validators', () => {
  it('a lite answer drops the file validators, and the asset request loses its own', () => {
    const res = withLiteMode(new Response('{}', { headers: { etag: '"a"', 'last-modified': 'x', 'content-type': 'application/json' } }), true);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('last-modified')).toBeNull();
    const stripped = withoutValidators(req({ 'if-none-match': '"a"', 'if-modified-since': 'x', 'save-data': 'on' }));
    expect(stripped.headers.get('if-none-match')).toBeNull();
    expect(stripped.headers.get('if-modified-since')).toBeNull();
    expect(stripped.headers.get('save-data')).toBe('on');
  });
});
