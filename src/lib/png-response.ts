/**
 * A prerendered PNG route's answer (the OpenGraph images and the app download QR codes): the bytes
 * of a `Uint8Array` view, copied out of its possibly larger buffer, as `image/png`. Build only.
 */
export function pngResponse(png: Uint8Array): Response {
  return new Response(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer, { headers: { 'content-type': 'image/png' } });
}
