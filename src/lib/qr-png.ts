/**
 * QR codes as PNG, drawn at build time for the public pages' app download (SPEC §2.5, §9 "QR code
 * defaults: size 200, margin 20"). Why PNG and not the SVG of qr-svg.ts: a phone's browser builds
 * a whole document on the main thread for every SVG image, which on the download tabs was a long
 * task on every page (DESIGN.md: TBT at most 50 ms); a PNG decodes off the main thread. Drawn at
 * `density` times the CSS size so the modules stay sharp on 2x and 3x screens; the page declares
 * its width in `srcset` (`600w`, `sizes` 200px), so the image still measures `size` CSS px at any
 * screen density. Server/build only.
 */
import { encode } from 'fast-png';
import { QR_MARGIN, QR_SIZE, qrModules } from './qr-svg.ts';

/** Pixels per CSS pixel of the PNG. */
export const QR_PNG_DENSITY = 3;

/**
 * The QR code for `text` as PNG bytes: 1-bit greyscale (under 1 KB), `size * density` px square,
 * black modules on white with a `margin` CSS px quiet zone. Module edges are rounded to whole
 * pixels, so a module is at most one pixel wider than its neighbour.
 */
export function qrPng(text: string, size = QR_SIZE, margin = QR_MARGIN, density = QR_PNG_DENSITY): Uint8Array {
  const modules = qrModules(text);
  const n = modules.size;
  const px = size * density;
  const start = margin * density;
  const cell = (px - 2 * start) / n;
  const edge = (i: number) => Math.round(start + i * cell);
  // One bit per pixel, 1 = white, each row padded to whole bytes (PNG bit depth 1).
  const rowBytes = Math.ceil(px / 8);
  const data = new Uint8Array(rowBytes * px).fill(255);
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      if (!modules.get(y, x)) continue;
      for (let row = edge(y); row < edge(y + 1); row += 1) {
        for (let col = edge(x); col < edge(x + 1); col += 1) data[row * rowBytes + (col >> 3)]! &= ~(0x80 >> (col & 7));
      }
    }
  }
  return encode({ width: px, height: px, data, channels: 1, depth: 1 }, { zlib: { level: 9 } });
}
