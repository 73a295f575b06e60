/**
 * QR codes as SVG, drawn at build time (SPEC §2.5 app download, §9 "QR code defaults: size 200,
 * margin 20"), so the download page and modal ship no QR JavaScript. Uses the `qrcode` package
 * for the matrix and draws it with a quiet zone of `margin` px. Server/build only.
 */
import QRCode from 'qrcode';

/** Default QR size in px (SPEC §9). */
export const QR_SIZE = 200;
/** Default QR margin (quiet zone) in px (SPEC §9). */
export const QR_MARGIN = 20;

/**
 * The QR code's module matrix for `text` (error correction M): `size` modules a side, `get(row,
 * col)` true for a dark module. Shared by the SVG and the PNG drawings (qr-png.ts).
 */
export function qrModules(text: string): { size: number; get(row: number, col: number): boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, get: (row, col) => Boolean(modules.get(row, col)) };
}

/** An SVG document of the QR code for `text`, `size` px square with `margin` px of white around it. */
export function qrSvg(text: string, size = QR_SIZE, margin = QR_MARGIN): string {
  const modules = qrModules(text);
  const n = modules.size;
  const cell = (size - 2 * margin) / n;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  let d = '';
  // One rectangle per horizontal run of dark modules keeps the file small.
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      if (!modules.get(y, x)) continue;
      let run = 1;
      while (x + run < n && modules.get(y, x + run)) run += 1;
      d += `M${r(margin + x * cell)} ${r(margin + y * cell)}h${r(run * cell)}v${r(cell)}h${r(-run * cell)}z`;
      x += run - 1;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
}
