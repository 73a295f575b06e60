/**
 * Captcha image (SPEC §3 "Captcha response: a base64 PNG image"): digits drawn from a 5×7 bitmap
 * font with per-glyph jitter and noise, encoded as PNG by fast-png. Pure, so it runs in workerd.
 */
import { encode } from 'fast-png';

const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** Width and height of the captcha image in pixels. */
export const CAPTCHA_SIZE = { width: 120, height: 40 } as const;

/** A random numeric captcha answer of `length` digits. */
export function randomCaptchaText(length = 4): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((b) => String(b % 10)).join('');
}

/** Renders `text` (digits only) into a PNG and returns it base64-encoded (no data: prefix). */
export function renderCaptchaPng(text: string): string {
  const { width, height } = CAPTCHA_SIZE;
  const data = new Uint8Array(width * height * 3).fill(245);
  const rnd = crypto.getRandomValues(new Uint8Array(width * height + 64));
  for (let i = 0; i < width * height; i += 1) {
    if (rnd[i]! < 40) data.fill(150 + (rnd[i]! % 80), i * 3, i * 3 + 3);
  }
  const scale = 4;
  [...text].forEach((ch, idx) => {
    const glyph = GLYPHS[ch] ?? GLYPHS['0']!;
    const x0 = 10 + idx * 27 + (rnd[idx]! % 5);
    const y0 = 4 + (rnd[idx + 8]! % 6) - 2;
    const colour = [20 + (rnd[idx + 16]! % 60), 40 + (rnd[idx + 24]! % 60), 90 + (rnd[idx + 32]! % 100)];
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale - 1; dx += 1) {
            const x = x0 + gx * (scale - 1) + dx;
            const y = y0 + gy * scale + dy;
            if (x < 0 || y < 0 || x >= width || y >= height) continue;
            data.set(colour, (y * width + x) * 3);
          }
        }
      });
    });
  });
  const png = encode({ width, height, data, channels: 3, depth: 8 });
  let bin = '';
  for (const b of png) bin += String.fromCharCode(b);
  return btoa(bin);
}
