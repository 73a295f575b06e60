/**
 * Turns the portal's small SVG icons into PNGs beside them, which the pages use: the favicon
 * (public/favicon.svg → favicon.png, linked by every page) and the default avatar of the signed-in
 * header (public/avatar-default.svg → avatar-default.png) and the preset avatars a member may
 * have (public/avatars/N.svg → N.png, src/contracts/avatars.ts AVATARS). Why raster: Chromium decodes an SVG
 * image or favicon by building an SVG document in the page's renderer, a 10–45 ms main-thread
 * task on a phone (DESIGN.md: TBT at most 50 ms); a PNG decodes off the main thread. Drawn by the
 * Chromium the tests use (CHROMIUM_PATH, default /usr/bin/chromium). The output is committed; run
 * this again only after an icon changes.
 * Usage: node scripts/rasterize-icons.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { rasterizeSvg } from './lib/rasterize-svg.ts';

/** Each icon and its edge in pixels: a 16 or 32 px tab icon at up to 3x; a 32 px avatar at 3x. */
const ICONS: Array<{ name: string; size: number }> = [
  { name: 'favicon', size: 48 },
  { name: 'avatar-default', size: 96 },
  ...['1', '2', '3', '4', '5', '6', '7', '8'].map((id) => ({ name: `avatars/${id}`, size: 96 })),
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const { name, size } of ICONS) {
  const svg = readFileSync(`public/${name}.svg`, 'utf8');
  const bytes = await rasterizeSvg(page, svg, size, 'image/png');
  writeFileSync(`public/${name}.png`, bytes);
  console.log(`rasterize-icons: public/${name}.png, ${size} px, ${bytes.length} bytes`);
}
await browser.close();
