/**
 * Activity applications (SPEC §3 activity application, §4 activity statuses, §5.3: comment at most
 * 140 characters, png or jpg only, 5 MB each, at most 3 images). A signed-in member's
 * "Join now" files one application per promotion; every rule is checked here, before anything is
 * stored, so a refused application stores no image and no row. The operator (the sandbox's dev
 * call) rejects it or issues a bonus; the member claims an issued bonus, paid house → main wallet
 * under the ledger key `activity:<id>` with a turnover requirement (the promotion's turnover ×),
 * so a second or concurrent claim moves nothing. Amounts in minor units.
 */
import type { PlatformEnv } from '../lib/env.ts';
import { checkImage, MAX_IMAGES, storeImage, type CheckedImage, type ImageRefusal } from '../lib/files.ts';
import { payReward } from './payout.ts';

/** Longest application comment, in characters (SPEC §9). */
export const APPLICATION_COMMENT_MAX = 140;

type Row = {
  id: number;
  member_id: number;
  promotion_id: number;
  comment: string;
  keys_json: string;
  status: 'applying' | 'rejected' | 'issued' | 'claimed';
  bonus: number;
  created_at: number;
  decided_at: number | null;
};

/** An application as the member sees it (image keys are not shown; `bonus` in minor units, 0 until issued). */
export function applicationView(r: Row) {
  return {
    id: r.id,
    promotionId: r.promotion_id,
    comment: r.comment,
    images: (JSON.parse(r.keys_json) as string[]).length,
    status: r.status,
    bonus: r.bonus,
    createdAt: r.created_at,
  };
}

/** Codes an application can be refused with. */
export type ApplyError = 'error_not_found' | 'error_application_comment' | 'error_application_images' | ImageRefusal | 'error_application_exists';

/**
 * Files member `memberId`'s application to promotion `promotionId` at `now`. Refusals: unknown
 * promotion, a comment over 140 characters, more than 3 images, an image that is not png/jpg or
 * over 5 MB, an application already filed. Images are stored only once every check passed.
 */
export async function applyToPromotion(
  env: PlatformEnv,
  memberId: number,
  input: { promotionId: number; comment?: string; images?: string[] },
  now: number,
): Promise<ReturnType<typeof applicationView> | ApplyError> {
  const db = env.DB;
  const comment = (input.comment ?? '').trim();
  if ([...comment].length > APPLICATION_COMMENT_MAX) return 'error_application_comment';
  const images = input.images ?? [];
  if (images.length > MAX_IMAGES) return 'error_application_images';
  if (!(await db.prepare('SELECT 1 FROM promotions WHERE id = ?').bind(input.promotionId).first())) return 'error_not_found';
  if (await db.prepare('SELECT 1 FROM promotion_applications WHERE member_id = ? AND promotion_id = ?').bind(memberId, input.promotionId).first())
    return 'error_application_exists';
  const checked: CheckedImage[] = [];
  for (const image of images) {
    const c = checkImage(image);
    if (typeof c === 'string') return c;
    checked.push(c);
  }
  if (checked.length > 0 && !env.FILES) return 'error_application_images';
  const keys: string[] = [];
  for (const c of checked) keys.push(await storeImage(env.FILES!, db, memberId, 'activity-application', c, now));
  const row = await db
    .prepare(
      'INSERT INTO promotion_applications (member_id, promotion_id, comment, keys_json, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (member_id, promotion_id) DO NOTHING RETURNING *',
    )
    .bind(memberId, input.promotionId, comment, JSON.stringify(keys), now)
    .first<Row>();
  return row ? applicationView(row) : 'error_application_exists';
}

/** The member's applications, newest first. */
export async function listApplications(db: D1Database, memberId: number) {
  return (
    await db.prepare('SELECT * FROM promotion_applications WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 50').bind(memberId).all<Row>()
  ).results.map(applicationView);
}

/**
 * The operator's decision on an application still `applying`: `rejected`, or `issued` with a bonus
 * of `bonus` minor units (> 0). Returns the updated application, or null when no application with
 * this id is waiting for a decision (nothing changes).
 */
export async function decideApplication(
  db: D1Database,
  id: number,
  decision: 'issued' | 'rejected',
  bonus: number,
  now: number,
): Promise<ReturnType<typeof applicationView> | null> {
  if (decision === 'issued' && !(Number.isSafeInteger(bonus) && bonus > 0)) return null;
  const row = await db
    .prepare("UPDATE promotion_applications SET status = ?, bonus = ?, decided_at = ? WHERE id = ? AND status = 'applying' RETURNING *")
    .bind(decision, decision === 'issued' ? bonus : 0, now, id)
    .first<Row>();
  return row ? applicationView(row) : null;
}

/**
 * The member claims the bonus of its issued application `id` in `currency` at `now`: paid through
 * the ledger with the status change to `claimed` and a turnover requirement in one batch.
 * Refusals: error_not_found (not its application), error_application_state (not issued, or
 * already claimed, also by a concurrent claim); nothing moves on a refusal.
 */
export async function claimApplication(
  db: D1Database,
  memberId: number,
  id: number,
  currency: string,
  now: number,
): Promise<ReturnType<typeof applicationView> | 'error_not_found' | 'error_application_state'> {
  const row = await db.prepare('SELECT * FROM promotion_applications WHERE id = ? AND member_id = ?').bind(id, memberId).first<Row>();
  if (!row) return 'error_not_found';
  if (row.status !== 'issued' || row.bonus <= 0) return 'error_application_state';
  const turnover = await db.prepare('SELECT turnover FROM promotion_details WHERE promotion_id = ?').bind(row.promotion_id).first<{ turnover: number }>();
  const res = await payReward(db, {
    memberId,
    currency,
    kind: 'bonus',
    idempotencyKey: `activity:${id}`,
    amount: row.bonus,
    source: 'activity',
    sourceId: String(id),
    turnoverMultiple: Math.max(1, turnover?.turnover ?? 1),
    now,
    extra: [db.prepare("UPDATE promotion_applications SET status = 'claimed' WHERE id = ? AND status = 'issued'").bind(id)],
  });
  if (!res.ok || res.replayed) return 'error_application_state';
  return applicationView({ ...row, status: 'claimed' });
}
