// Activity applications on a real local D1 and R2 (SPEC §3 activity application, §4 statuses,
// §5.3: comment at most 140 characters, png or jpg only, 5 MB each, at most 3 images): the
// signed-in "Join now" files one application; every refusal stores nothing; the operator rejects
// or issues a bonus, and the member claims an issued bonus once (also concurrently), with turnover.
import { ensureAccount, memberBalance } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { usePlatform } from '../helpers/platform-call.ts';
import { base64, pngBytes } from '../helpers/images.ts';

const p = usePlatform();
const id = 1540;
let token = '';
// A real png (uploads are decoded), or, with `size`, a png signature padded to `size` bytes.
const png = (size?: number) => {
  if (size === undefined) return base64(pngBytes());
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return base64(b);
};
const gif = Buffer.from('GIF89a0000000000').toString('base64');
const stored = async () =>
  (await p.env.DB.prepare("SELECT COUNT(*) AS n FROM uploaded_files WHERE member_id = ? AND purpose = 'activity-application'").bind(id).first<{ n: number }>())!
    .n;
const rows = async () => (await p.env.DB.prepare('SELECT COUNT(*) AS n FROM promotion_applications WHERE member_id = ?').bind(id).first<{ n: number }>())!.n;

beforeAll(async () => {
  await p.env.DB.prepare(
    "INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, 'applyone', 'n', 'x', 0, 0, ?)",
  )
    .bind(id, Date.now())
    .run();
  await p.env.DB.prepare(
    "INSERT OR IGNORE INTO promotions (id, title, category, type, tags_json, images_json, sequence) VALUES (901, 'Test', 'general', 'rebate', '[]', '[]', 1)",
  ).run();
  token = await createSession(p.env.DB, id);
});

describe('activity applications', () => {
  it('refuses a 141-character comment, a fourth image, a gif and a 6 MB image, storing nothing', async () => {
    const apply = (body: Record<string, unknown>) => p.call.post('promotionApply', { promotionId: 901, ...body }, token);
    expect((await apply({ comment: 'x'.repeat(141) })).body.code).toBe('error_application_comment');
    expect((await apply({ images: [png(), png(), png(), png()] })).body.code).toBe('error_application_images');
    expect((await apply({ images: [png(), gif] })).body.code).toBe('error_file_type');
    expect((await apply({ images: [png(6 * 1024 * 1024)] })).body.code).toBe('error_file_too_large');
    expect((await p.call.post('promotionApply', { promotionId: 999 }, token)).status).toBe(404);
    expect(await stored()).toBe(0);
    expect(await rows()).toBe(0);
  });

  it('files one application with a 140-character comment and 3 images, once', async () => {
    const ok = await p.call.post(
      'promotionApply',
      { promotionId: 901, comment: 'ố'.repeat(140), images: [png(), `data:image/png;base64,${png()}`, png()] },
      token,
    );
    expect(ok.body.value).toMatchObject({ promotionId: 901, images: 3, status: 'applying' });
    expect((await p.call.post('promotionApply', { promotionId: 901 }, token)).body.code).toBe('error_application_exists');
    expect(await stored()).toBe(3);
    expect((await p.call.get('promotionApplications', token)).body.value).toHaveLength(1);
  });

  it('pays an issued bonus once when claims race, and never a rejected or undecided one', async () => {
    await ensureAccount(p.env.DB, id, 'VND');
    const mine = (await p.call.get('promotionApplications', token)).body.value[0];
    const claim = () => p.call.post('promotionClaim', { applicationId: mine.id }, token);
    expect([(await claim()).status, (await claim()).body.code]).toEqual([409, 'error_application_state']); // still applying
    expect((await p.call.post('devApplicationDecide', { id: mine.id, decision: 'issued', bonus: 0 })).status).toBe(404);
    const issued = await p.call.post('devApplicationDecide', { id: mine.id, decision: 'issued', bonus: 30_000 });
    expect(issued.body.value).toMatchObject({ status: 'issued', bonus: 30_000 });
    expect((await p.call.post('devApplicationDecide', { id: mine.id, decision: 'rejected' })).status).toBe(404); // decided once
    const burst = await Promise.all(Array.from({ length: 4 }, claim));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.find((r) => r.status === 200)!.body.value).toMatchObject({ status: 'claimed', bonus: 30_000 });
    expect(await memberBalance(p.env.DB, id, 'VND')).toBe(30_000);
    expect((await turnoverStatus(p.env.DB, id)).required).toBe(30_000);
    // Another member cannot claim it.
    const other = 1541;
    await p.env.DB.prepare(
      "INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, 'applytwo', 'n', 'x', 0, 0, ?)",
    )
      .bind(other, Date.now())
      .run();
    expect((await p.call.post('promotionClaim', { applicationId: mine.id }, await createSession(p.env.DB, other))).status).toBe(404);
  });

  it('refuses to claim a rejected application', async () => {
    const other = await createSession(p.env.DB, 1541);
    const filed = (await p.call.post('promotionApply', { promotionId: 901 }, other)).body.value;
    expect((await p.call.post('devApplicationDecide', { id: filed.id, decision: 'rejected' })).body.value.status).toBe('rejected');
    expect((await p.call.post('promotionClaim', { applicationId: filed.id }, other)).body.code).toBe('error_application_state');
  });
});
