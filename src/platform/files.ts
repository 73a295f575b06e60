/**
 * Uploaded images in the R2 bucket bound as FILES (DESIGN.md "Files"): withdrawal proof (SPEC §4
 * withdrawal confirmation) and activity applications (SPEC §5.3). The browser sends each image as
 * base64 in the JSON body; the platform checks the real type by its magic bytes (png or jpg only,
 * whatever the name or declared type says) and the size (at most 5 MB), stores it under a random
 * key and records its owner in `uploaded_files`. Images are served only to their owner.
 */

/** Largest accepted image, in bytes (SPEC §9: 5 MB each). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Most images one request may carry (SPEC §9: at most 3). */
export const MAX_IMAGES = 3;

/** A checked image: its bytes and real content type. */
export interface CheckedImage { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' }

/** Why an image was refused; each is an error code (message key). */
export type ImageRefusal = 'error_file_type' | 'error_file_too_large';

/**
 * Decodes `base64` (optionally a `data:` URL) and checks it is a png or jpg of at most
 * MAX_IMAGE_BYTES. Returns the image, or the refusal code.
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
  const png = bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (png) return { bytes, contentType: 'image/png' };
  if (jpg) return { bytes, contentType: 'image/jpeg' };
  return 'error_file_type';
}

/**
 * Stores a checked image for `memberId` under a new random key (`<purpose>/<uuid>`) and records
 * its owner. Returns the key.
 */
export async function storeImage(bucket: R2Bucket, db: D1Database, memberId: number, purpose: string, image: CheckedImage, now: number): Promise<string> {
  const key = `${purpose}/${crypto.randomUUID()}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.contentType } });
  await db.prepare('INSERT INTO uploaded_files (key, member_id, purpose, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)').bind(key, memberId, purpose, image.contentType, image.bytes.length, now).run();
  return key;
}

/** Reads an image that belongs to `memberId`; null when the key is unknown or someone else's. */
export async function readOwnImage(bucket: R2Bucket, db: D1Database, memberId: number, key: string): Promise<{ bytes: ArrayBuffer; contentType: string } | null> {
  const row = await db.prepare('SELECT content_type FROM uploaded_files WHERE key = ? AND member_id = ?').bind(key, memberId).first<{ content_type: string }>();
  if (!row) return null;
  const obj = await bucket.get(key);
  return obj ? { bytes: await obj.arrayBuffer(), contentType: row.content_type } : null;
}
