/**
 * The public pages' images that cost no main-thread SVG document (DESIGN.md budgets: TBT): tiny
 * local SVGs drawn inline (src/components/inline-svg.ts) and the app download QR codes as PNG
 * (src/lib/qr-png.ts, SPEC §2.5 and §9 size 200, margin 20).
 */
import { decode } from 'fast-png';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { inlineSvgMarkup, svgAsInlineMarkup } from '../../src/components/inline-svg.ts';
import { qrPng } from '../../src/lib/qr-png.ts';

const GRADIENT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="5"/><use href="#g"/></svg>';

describe('an inlined SVG stands in for its image', () => {
  it('takes the image size, class and alt as its accessible name, with its ids prefixed', () => {
    const out = svgAsInlineMarkup(GRADIENT, { alt: 'Join "now" & win', width: 1200, height: 400, idPrefix: 'banner-0', className: 'hero' })!;
    expect(out).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 10 5" width="1200" height="400" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Join &quot;now&quot; &amp; win" focusable="false" class="inline-art hero">/,
    );
    expect(out).toContain('id="banner-0-g"');
    expect(out).toContain('fill="url(#banner-0-g)"');
    expect(out).toContain('href="#banner-0-g"');
    expect(out).not.toContain('id="g"');
    expect(out.endsWith('</svg>')).toBe(true);
  });

  it('is hidden from assistive technology when the image is decorative, and can keep its left edge in view', () => {
    const out = svgAsInlineMarkup(GRADIENT, { alt: '', width: 132, height: 32, idPrefix: 'logo', align: 'xMinYMid' })!;
    expect(out).toContain('aria-hidden="true"');
    expect(out).not.toContain('role="img"');
    expect(out).toContain('preserveAspectRatio="xMinYMid slice"');
  });

  it('refuses an SVG with anything that runs or loads, so the page keeps an <img>', () => {
    const active = [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
      '<svg><image href="https://cdn.example/x.png"/></svg>',
      '<svg><rect fill="url(https://cdn.example/x.svg#a)"/></svg>',
      '<svg><style>rect{fill:red}</style></svg>',
      '<div>not svg</div>',
    ];
    for (const text of active) expect(svgAsInlineMarkup(text, { alt: '', width: 1, height: 1, idPrefix: 'x' }), text).toBeNull();
  });

  it('inlines the portal’s own small SVGs and nothing from elsewhere', () => {
    const options = { alt: 'Banner', width: 1200, height: 400, idPrefix: 'b' };
    expect(inlineSvgMarkup('/banners/home-1.svg', options)).toContain('aria-label="Banner"');
    expect(inlineSvgMarkup('/logo.svg', options)).toContain('<path');
    expect(inlineSvgMarkup('https://cdn.example/banner.svg', options)).toBeNull();
    expect(inlineSvgMarkup('/banners/../../package.json', options)).toBeNull();
    expect(inlineSvgMarkup('/banners/no-such-banner.svg', options)).toBeNull();
    expect(inlineSvgMarkup('/games/art/art-00.webp', options)).toBeNull();
  });
});

describe('the app download QR code as PNG', () => {
  it('is 200 CSS px at 3x in under 1 KB, white around, and scans to the same modules as the text’s QR code', () => {
    const text = 'https://example.com/app/android.apk';
    const bytes = qrPng(text);
    expect(bytes.length).toBeLessThan(1024);
    const png = decode(bytes);
    expect([png.width, png.height, png.channels, png.depth]).toEqual([600, 600, 1, 1]);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = modules.size;
    const cell = (600 - 2 * 60) / n;
    // 1 bit per pixel, 75 bytes per row: 0 is black, 1 white.
    const at = (x: number, y: number) => ((png.data[Math.floor(y) * 75 + (Math.floor(x) >> 3)]! >> (7 - (Math.floor(x) & 7))) & 1) * 255;
    for (let y = 0; y < n; y += 1) {
      for (let x = 0; x < n; x += 1) expect(at(60 + (x + 0.5) * cell, 60 + (y + 0.5) * cell), `module ${x},${y}`).toBe(modules.get(y, x) ? 0 : 255);
    }
    for (const [x, y] of [
      [0, 0],
      [30, 300],
      [599, 599],
      [300, 580],
    ])
      expect(at(x!, y!)).toBe(255);
  });
});
