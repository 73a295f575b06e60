/**
 * Turns the sandbox catalog's game images into WebP tiles beside them (ART_SIZE px square), which
 * the catalog serves: the generic art (public/games/art/art-NN.svg, made by
 * scripts/generate-game-art.ts), the vendor logos that stand for a vendor's lobby
 * (public/games/vendors/*.svg) and the in-house games' art (public/games/inhouse/*.svg).
 * Why raster: a phone's browser builds a whole document for every SVG image and paints it on the
 * main thread, and a lobby shows dozens of tiles: on /rng/ that was most of the page's blocking
 * time (DESIGN.md: TBT at most 50 ms). A WebP tile is decoded off the main thread, as a real
 * operator's provider thumbnails are. Drawn by the Chromium the tests use (CHROMIUM_PATH, default
 * /usr/bin/chromium), so the output matches what the SVG shows. The output is committed; run this
 * again only after the art changes.
 * Usage: node scripts/rasterize-game-art.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { rasterizeSvg } from './lib/rasterize-svg.ts';

/** Tile edge in pixels: a lobby tile is up to about 160 CSS px wide on a phone (two columns), at 2x density. */
const ART_SIZE = 320;
/** WebP quality, 0–1 (canvas.toDataURL). */
const QUALITY = 0.8;
const dirs = ['public/games/art', 'public/games/vendors', 'public/games/inhouse'];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
let total = 0;
let tiles = 0;
for (const dir of dirs)
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(`${dir}/${name}`, 'utf8');
    const bytes = await rasterizeSvg(page, svg, ART_SIZE, 'image/webp', QUALITY);
    writeFileSync(`${dir}/${name.replace(/\.svg$/, '.webp')}`, bytes);
    total += bytes.length;
    tiles += 1;
  }
await browser.close();
console.log(`rasterize-game-art: ${tiles} tiles, ${total} bytes`);
