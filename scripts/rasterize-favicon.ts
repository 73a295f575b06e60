/**
 * Turns public/favicon.svg into public/favicon.png (FAVICON_SIZE px square), which the pages link.
 * Why raster: Chromium decodes an SVG favicon by building an SVG document in the page's renderer,
 * a 10–45 ms main-thread task after load on a phone (DESIGN.md: TBT at most 50 ms); a PNG decodes
 * off the main thread. Drawn by the Chromium the tests use (CHROMIUM_PATH, default
 * /usr/bin/chromium). The output is committed; run this again only after the icon changes.
 * Usage: node scripts/rasterize-favicon.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Edge in pixels: 16 and 32 px tabs at up to 3x and 1.5x density. */
const FAVICON_SIZE = 48;

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const dataUrl = await page.evaluate(
  async ({ svg, size }) => {
    const img = new Image(size, size);
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    canvas.getContext('2d')!.drawImage(img, 0, 0, size, size);
    return canvas.toDataURL('image/png');
  },
  { svg, size: FAVICON_SIZE },
);
await browser.close();
const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
writeFileSync('public/favicon.png', bytes);
console.log(`rasterize-favicon: public/favicon.png, ${FAVICON_SIZE} px, ${bytes.length} bytes`);
