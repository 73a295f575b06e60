/**
 * Uploaded images in the R2 bucket bound as FILES (DESIGN.md "Files"): withdrawal proof (SPEC §4
 * withdrawal confirmation) and activity applications (SPEC §5.3, §9: png or jpg only, at most 5 MB
 * each, at most 3). The browser sends each image as base64 in the JSON body.
 *
 * An upload is never stored as sent. Its first bytes pick the decoder (png or jpg, whatever the
 * name or declared type says); the whole image must then decode (fast-png with CRC checks,
 * jpeg-js in strict mode: a truncated or damaged file is refused), and what is stored is a new file
 * encoded from the decoded pixels alone. Anything a file carried besides its pixels (bytes after
 * the image's end, text or EXIF chunks, an HTML or script payload of a polyglot) is thereby
 * dropped, so a stored image is exactly what its content type says. Decoding is bounded by
 * {@link MAX_IMAGE_PIXELS} so that one request stays well inside a Worker's 128 MB.
 *
 * Stored images are served only to their owner, through {@link serveOwnImage}, with
 * `Content-Disposition` and `X-Content-Type-Options: nosniff`.
 */
import { decode as decodePng, encode as encodePng } from 'fast-png';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';

/** Largest accepted upload, in bytes (SPEC §9: 5 MB each). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Most images one request may carry (SPEC §9: at most 3). */
export const MAX_IMAGES = 3;
/**
 * Most pixels an upload may decode to (width × height): 4 megapixels, e.g. 2560 × 1440 or a
 * 1080 × 2400 phone screenshot. Decoding and re-encoding take several times the RGBA size
 * (16 MB here) at their peak, which must fit a Worker's 128 MB with room for the rest of the
 * request; a 12-megapixel photo would not.
 */
export const MAX_IMAGE_PIXELS = 4_000_000;
/** Ceiling jpeg-js applies to its own buffers while decoding, in MB (its `maxMemoryUsageInMB`). */
const JPEG_DECODE_MEMORY_MB = 96;
/** Quality (1–100) of re-encoded jpg images. */
export const JPEG_QUALITY = 90;

/** An accepted image: its re-encoded bytes and real content type. */
export interface CheckedImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
}

/**
 * Why an image was refused; each is an error code (message key, i18n/messages/cashier):
 * not a png/jpg by its bytes, over 5 MB, does not decode completely, or over
 * {@link MAX_IMAGE_PIXELS}.
 */
export type ImageRefusal = 'error_file_type' | 'error_file_too_large' | 'error_file_unreadable' | 'error_file_dimensions';

const isPng = (b: Uint8Array) =>
  b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a;
const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * Width × height a png declares in its IHDR chunk (always the first chunk, at a fixed offset),
 * read before decoding so an oversized image costs nothing; null when there is no IHDR there.
 */
function pngPixels(b: Uint8Array): number | null {
  if (b.length < 24 || String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return view.getUint32(16) * view.getUint32(20);
}

function reencodePng(bytes: Uint8Array): Uint8Array | ImageRefusal {
  const pixels = pngPixels(bytes);
  if (pixels === null) return 'error_file_unreadable';
  if (pixels > MAX_IMAGE_PIXELS) return 'error_file_dimensions';
  try {
    const png = decodePng(bytes, { checkCrc: true });
    // Only the pixels (and the palette and transparency that give them their colours) go on.
    return encodePng({
      width: png.width,
      height: png.height,
      data: png.data,
      depth: png.depth,
      channels: png.channels,
      palette: png.palette,
      transparency: png.transparency,
    });
  } catch {
    return 'error_file_unreadable';
  }
}

/**
 * jpeg-js's encoder returns `Buffer.from(bytes)` when bundled as CommonJS, and a Worker has no
 * `Buffer` (no nodejs_compat here). The encoder runs synchronously, so a stand-in that only
 * copies into a Uint8Array is installed for that call alone and removed before anything else can
 * run in the isolate.
 */
function withByteBuffer<T>(run: () => T): T {
  const g = globalThis as { Buffer?: unknown };
  if (g.Buffer !== undefined) return run();
  g.Buffer = { from: (bytes: ArrayLike<number>) => Uint8Array.from(bytes) };
  try {
    return run();
  } finally {
    delete g.Buffer;
  }
}

function reencodeJpeg(bytes: Uint8Array): Uint8Array | ImageRefusal {
  let image: { width: number; height: number; data: Uint8Array };
  try {
    // Strict: a missing or broken scan, an unknown marker or a missing end-of-image throws.
    image = decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: MAX_IMAGE_PIXELS / 1_000_000,
      maxMemoryUsageInMB: JPEG_DECODE_MEMORY_MB,
    });
  } catch (err) {
    // jpeg-js names its own limits in the error; everything else is a damaged file.
    return /maxResolutionInMP|maxMemoryUsageInMB/.test(err instanceof Error ? err.message : '') ? 'error_file_dimensions' : 'error_file_unreadable';
  }
  try {
    return new Uint8Array(withByteBuffer(() => encodeJpeg(image, JPEG_QUALITY).data));
  } catch {
    return 'error_file_unreadable';
  }
}

/**
 * Decodes `base64` (optionally a `data:` URL), checks it is a png or jpg of at most
 * MAX_IMAGE_BYTES that decodes completely to at most MAX_IMAGE_PIXELS, and re-encodes it from
 * its pixels. Returns the re-encoded image, or the refusal code. Synchronous and CPU-bound
 * (about a second for 4 megapixels of jpg).
 */
export function checkImage(base64: string): CheckedImage | ImageRefusal {
  const raw = base64.replace(/^data:[^,]*,/, '');
  // base64 of 5 MB is about 6.7 MB of text: refuse larger text before decoding it.
  if (raw.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) return 'error_file_too_large';
  let bytes: Uint8Array;
  try {
    const bin = atob(raw);
    bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  } catch {
    return 'error_file_type';
  }
  if (bytes.length === 0) return 'error_file_type';
  if (bytes.length > MAX_IMAGE_BYTES) return 'error_file_too_large';
  if (isPng(bytes)) {
    const out = reencodePng(bytes);
    return typeof out === 'string' ? out : { bytes: out, contentType: 'image/png' };
  }
  if (isJpeg(bytes)) {
    const out = reencodeJpeg(bytes);
    return typeof out === 'string' ? out : { bytes: out, contentType: 'image/jpeg' };
  }
  return 'error_file_type';
}

/** `<purpose>-<id>.<png|jpg>` from a storage key: only letters, digits, `-`, `_` and `.`. */
function downloadName(key: string, contentType: string): string {
  const base =
    key
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'image';
  return `${base}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
}

/** `Content-Disposition` of a stored image: shown inline, saved under a safe name. */
export function imageDisposition(key: string, contentType: string): string {
  return `inline; filename="${downloadName(key, contentType)}"`;
}

/**
 * Stores a checked image for `memberId` under a new random key (`<purpose>/<uuid>`) and records
 * its owner. Returns the key.
 */
export async function storeImage(bucket: R2Bucket, db: D1Database, memberId: number, purpose: string, image: CheckedImage, now: number): Promise<string> {
  const key = `${purpose}/${crypto.randomUUID()}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.contentType, contentDisposition: imageDisposition(key, image.contentType) } });
  await db
    .prepare('INSERT INTO uploaded_files (key, member_id, purpose, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(key, memberId, purpose, image.contentType, image.bytes.length, now)
    .run();
  return key;
}

/**
 * The answer that serves a stored image: its recorded content type, `Content-Disposition`
 * (inline, safe file name), `X-Content-Type-Options: nosniff`, a CSP that lets the file run
 * nothing even if opened as a document, and no caching outside the owner's browser.
 */
export function imageResponse(key: string, bytes: ArrayBuffer, contentType: string): Response {
  return new Response(bytes, {
    headers: {
      'content-type': contentType,
      'content-disposition': imageDisposition(key, contentType),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * Serves an image that belongs to `memberId` ({@link imageResponse}); null when the key is unknown,
 * someone else's, or missing from the bucket. The only reader of stored images: no route of the
 * sandbox serves them yet, and one that does must answer with this.
 */
export async function serveOwnImage(bucket: R2Bucket, db: D1Database, memberId: number, key: string): Promise<Response | null> {
  const row = await db.prepare('SELECT content_type FROM uploaded_files WHERE key = ? AND member_id = ?').bind(key, memberId).first<{ content_type: string }>();
  if (!row) return null;
  const obj = await bucket.get(key);
  return obj ? imageResponse(key, await obj.arrayBuffer(), row.content_type) : null;
}
