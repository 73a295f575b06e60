/**
 * OpenGraph images (SEO of the SPEC §2.1 /promoDetail pages): 1200 x 630 PNG cards drawn at build time (share previews need
 * PNG or JPEG; the demo artwork is SVG). A diagonal gradient between two colours with two soft
 * circles; no text, so one image serves every locale. Encoded by fast-png. Server/build only.
 */
import { encode } from 'fast-png';

/** OpenGraph image size in px (the 1.91:1 card every network accepts). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A PNG of the card from colour `from` (top left) to `to` (bottom right), both `#rrggbb`. */
export function ogImagePng(from: string, to: string): Uint8Array {
  const { width, height } = OG_SIZE;
  const a = rgb(from);
  const b = rgb(to);
  const data = new Uint8Array(width * height * 3);
  const circles = [
    { x: 980, y: 150, r: 240, alpha: 0.1 },
    { x: 1090, y: 540, r: 170, alpha: 0.12 },
  ];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 <= c.r ** 2) light += c.alpha;
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k += 1) {
        const base = a[k]! + (b[k]! - a[k]!) * t;
        data[i + k] = Math.round(base + (255 - base) * light);
      }
    }
  }
  return encode({ width, height, data, channels: 3, depth: 8 });
}

/** Card colours per promotion type, so landing pages of different offers look different. */
export const OG_COLOURS: Record<string, [string, string]> = {
  default: ['#0f1a2e', '#c2185b'],
  newbie: ['#0f3d91', '#1fb6ff'],
  rebate: ['#0b6b4a', '#3ddc97'],
  'live casino': ['#5b1f91', '#ff4fa3'],
  ranking: ['#7a4b00', '#ffd23f'],
  'app download': ['#12325c', '#5fa8ff'],
};
