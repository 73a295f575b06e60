/**
 * Real, small png and jpg files for upload tests (src/platform/lib/files.ts decodes every upload, so a
 * magic-number stub no longer passes), as bytes or as the base64 the browser sends.
 */
import { encode as encodePng } from 'fast-png';
import { encode as encodeJpeg } from 'jpeg-js';

/** RGBA pixels of a `width` × `height` gradient. */
function gradient(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i % width) * 8, Math.floor(i / width) * 8, 128, 255], i * 4);
  return data;
}

/** A valid `width` × `height` RGBA png. */
export function pngBytes(width = 16, height = 12): Uint8Array {
  return encodePng({ width, height, data: gradient(width, height), channels: 4, depth: 8 });
}

/** A valid `width` × `height` jpg. */
export function jpegBytes(width = 16, height = 12): Uint8Array {
  return new Uint8Array(encodeJpeg({ width, height, data: gradient(width, height) }, 90).data);
}

/** Base64 of `bytes`, as the upload fields carry it. */
export const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** `a` followed by `b`. */
export function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
