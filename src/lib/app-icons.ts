/**
 * The installable app's icons (src/lib/app-manifest.ts APP_ICONS), drawn at build from the
 * brand mark (public/favicon.svg, the logo's own mark) by sharp (libvips, SVG through librsvg).
 * Build only: sharp is a native module and never ships to the browser or the edge.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { AppIcon } from './app-manifest.ts';

/** The brand mark drawn on every icon (a 32-unit square SVG). */
const MARK_SVG = 'public/favicon.svg';
const MARK_VIEWBOX = 32;

/** Backdrop of the maskable icon: the header bar's colour, so the mark reads as on the site. */
const MASKABLE_BACKGROUND = '#0f1a2e';

/**
 * Share of the edge the mark takes on a maskable icon: launchers may crop to the inner circle of
 * 80 % of the edge (the maskable safe zone), so the mark stays well inside it.
 */
const MASKABLE_MARK_SHARE = 0.6;

async function markPng(edge: number): Promise<Buffer> {
  // librsvg renders at `density` dots per inch of the SVG's 72-dpi units: scale the 32-unit box to `edge`.
  return sharp(readFileSync(MARK_SVG), { density: (72 * edge) / MARK_VIEWBOX })
    .resize(edge, edge)
    .png()
    .toBuffer();
}

/**
 * The PNG bytes of `icon`: an `any` icon is the mark edge to edge on transparency; a maskable
 * one is the mark at {@link MASKABLE_MARK_SHARE} of the edge, centred on an opaque backdrop.
 */
export async function appIconPng(icon: AppIcon): Promise<Uint8Array> {
  if (icon.purpose === 'any') return new Uint8Array(await markPng(icon.size));
  const edge = Math.round(icon.size * MASKABLE_MARK_SHARE);
  const out = await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: MASKABLE_BACKGROUND } })
    .composite([{ input: await markPng(edge), gravity: 'centre' }])
    .png()
    .toBuffer();
  return new Uint8Array(out);
}
