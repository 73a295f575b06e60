// Uploaded images (SPEC §9: png or jpg, 5 MB, at most 3; src/platform/lib/files.ts) on a real local D1
// and R2: an upload is stored only as a fresh encoding of its decoded pixels, so a polyglot keeps
// nothing but its picture, a damaged or truncated file is refused with a translated code and
// stores nothing, an oversized picture is refused before it is decoded, and a stored image is
// served to its owner only, with Content-Disposition and nosniff.
import { crc32 } from 'node:zlib';
import { decode as decodePng } from 'fast-png';
import { decode as decodeJpeg } from 'jpeg-js';
import { checkImage, MAX_IMAGE_PIXELS, serveOwnImage, storeImage, type CheckedImage } from '../../src/platform/lib/files.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { base64, concat, jpegBytes, pngBytes } from '../helpers/images.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const owner = 2610;
const other = 2611;
let token = '';
const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
const storedCount = async () => (await p.env.DB.prepare('SELECT COUNT(*) AS n FROM uploaded_files WHERE member_id = ?').bind(owner).first<{ n: number }>())!.n;
const apply = (promotionId: number, images: string[]) => p.call.post('promotionApply', { promotionId, images }, token);
const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** `png` with its IHDR width and height replaced (and the chunk's CRC fixed). */
function pngSized(png: Uint8Array, width: number, height: number): Uint8Array {
  const out = png.slice();
  const view = new DataView(out.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(out.subarray(12, 29)));
  return out;
}

/** `jpg` with its frame header (SOF0) claiming `width` × `height`. */
function jpegSized(jpg: Uint8Array, width: number, height: number): Uint8Array {
  const out = jpg.slice();
  for (let i = 2; i < out.length - 9; i++) {
    if (out[i] === 0xff && out[i + 1] === 0xc0) {
      new DataView(out.buffer).setUint16(i + 5, height);
      new DataView(out.buffer).setUint16(i + 7, width);
      return out;
    }
  }
  throw new Error('no SOF0');
}

beforeAll(async () => {
  for (const id of [owner, other]) {
    await p.env.DB.prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, 0, ?)")
      .bind(id, `upload${id}`, Date.now())
      .run();
  }
  for (const id of [921, 922, 923]) {
    await p.env.DB.prepare(
      "INSERT OR IGNORE INTO promotions (id, title, category, type, tags_json, images_json, sequence) VALUES (?, 'Uploads', 'general', 'rebate', '[]', '[]', 1)",
    )
      .bind(id)
      .run();
  }
  token = await createSession(p.env.DB, owner);
});

describe('an upload is stored only as a re-encoding of its pixels', () => {
  it('refuses a png signature followed by HTML, and stores nothing', async () => {
    const polyglot = concat(pngBytes().subarray(0, 8), html);
    const res = await apply(921, [base64(polyglot)]);
    expect([res.status, res.body.code]).toEqual([400, 'error_file_unreadable']);
    expect(await storedCount()).toBe(0);
  });

  it('stores a png with HTML after its end as a new png of the same pixels, without the HTML', async () => {
    const original = pngBytes(20, 10);
    const res = await apply(921, [base64(concat(original, html))]);
    expect(res.body.value).toMatchObject({ promotionId: 921, images: 1 });
    const row = await p.env.DB.prepare('SELECT key, content_type, size FROM uploaded_files WHERE member_id = ?')
      .bind(owner)
      .first<{ key: string; content_type: string; size: number }>();
    expect(row!.content_type).toBe('image/png');
    const stored = new Uint8Array(await (await p.env.FILES!.get(row!.key))!.arrayBuffer());
    expect(stored.length).toBe(row!.size);
    expect(text(stored)).not.toContain('<html');
    expect(text(stored)).not.toContain('<script');
    const a = decodePng(stored);
    const b = decodePng(original);
    expect([a.width, a.height, a.channels]).toEqual([20, 10, 4]);
    expect(Array.from(a.data)).toEqual(Array.from(b.data));
  });

  it('keeps only the picture of a jpg with HTML after its end', () => {
    const checked = checkImage(base64(concat(jpegBytes(24, 16), html))) as CheckedImage;
    expect(checked.contentType).toBe('image/jpeg');
    expect(text(checked.bytes)).not.toContain('<html');
    const decoded = decodeJpeg(checked.bytes, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([24, 16]);
  });

  it('refuses truncated and damaged png and jpg files, storing nothing', async () => {
    const png = pngBytes(32, 32);
    const jpg = jpegBytes(32, 32);
    const damaged = png.slice();
    damaged[png.length - 30] = damaged[png.length - 30]! ^ 0xff;
    const cases = {
      'png cut in half': png.subarray(0, png.length >> 1),
      'png without its end chunk': png.subarray(0, png.length - 12),
      'png with a damaged data chunk': damaged,
      'jpg cut in half': jpg.subarray(0, jpg.length >> 1),
      'jpg without its end marker': jpg.subarray(0, jpg.length - 2),
      'jpg cut, then an end marker': concat(jpg.subarray(0, jpg.length >> 1), new Uint8Array([0xff, 0xd9])),
      'jpg start marker, then HTML': concat(jpg.subarray(0, 3), html),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      const res = await apply(922, [base64(bytes)]);
      expect([res.status, res.body.code], name).toEqual([400, 'error_file_unreadable']);
    }
    expect(await storedCount()).toBe(1); // the png of the test above, nothing more
  });

  it('refuses a picture over the pixel budget before decoding it', () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    expect(checkImage(base64(pngSized(pngBytes(), side, side)))).toBe('error_file_dimensions');
    expect(checkImage(base64(jpegSized(jpegBytes(), side, side)))).toBe('error_file_dimensions');
    expect(checkImage(base64(pngSized(pngBytes(), 0x7fffffff, 0x7fffffff)))).toBe('error_file_dimensions');
  });

  it('re-encodes a jpg where there is no Node Buffer, as in a Worker', () => {
    const upload = btoa(String.fromCharCode(...jpegBytes(8, 8)));
    vi.stubGlobal('Buffer', undefined);
    let checked: ReturnType<typeof checkImage>;
    try {
      checked = checkImage(upload);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(typeof checked).toBe('object');
    expect((checked as CheckedImage).bytes).toBeInstanceOf(Uint8Array);
    expect(globalThis.Buffer).toBeDefined();
  });
});

describe('serving a stored image', () => {
  it('answers the owner with the re-encoded png or jpg, Content-Disposition and nosniff; nobody else', async () => {
    for (const [bytes, type, ext] of [
      [pngBytes(), 'image/png', 'png'],
      [jpegBytes(), 'image/jpeg', 'jpg'],
    ] as const) {
      const checked = checkImage(base64(bytes)) as CheckedImage;
      const key = await storeImage(p.env.FILES!, p.env.DB, owner, 'withdrawal-proof', checked, Date.now());
      const res = (await serveOwnImage(p.env.FILES!, p.env.DB, owner, key))!;
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^inline; filename="withdrawal-proof-[0-9a-f-]{36}\\.${ext}"$`));
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(checked.bytes);
      expect(await serveOwnImage(p.env.FILES!, p.env.DB, other, key)).toBeNull();
      expect(await serveOwnImage(p.env.FILES!, p.env.DB, owner, `${key}x`)).toBeNull();
    }
  });
});
