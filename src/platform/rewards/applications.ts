/**
 * Activity applications (SPEC §3 activity application, §4 activity statuses, §5.3: comment at most
 * 140 characters, png or jpg only, 5 MB each, at most 3 images; issue 12). A signed-in member's
 * "Join now" files one application per promotion; every rule is checked here, before anything is
 * stored, so a refused application stores no image and no row.
 */
import type { PlatformEnv } from '../env.ts';
import { checkImage, MAX_IMAGES, storeImage, type CheckedImage } from '../files.ts';

/** Longest application comment, in characters (SPEC §9). */
export const APPLICATION_COMMENT_MAX = 140;

type Row = { id: number; promotion_id: number; comment: string; keys_json: string; status: 'applying' | 'rejected' | 'issued' | 'claimed'; created_at: number };

/** An application as the member sees it (image keys are not shown). */
export function applicationView(r: Row) {
  return { id: r.id, promotionId: r.promotion_id, comment: r.comment, images: (JSON.parse(r.keys_json) as string[]).length, status: r.status, createdAt: r.created_at };
}

/** Codes an application can be refused with. */
export type ApplyError = 'error_not_found' | 'error_application_comment' | 'error_application_images' | 'error_file_type' | 'error_file_too_large' | 'error_application_exists';

/**
 * Files member `memberId`'s application to promotion `promotionId` at `now`. Refusals: unknown
 * promotion, a comment over 140 characters, more than 3 images, an image that is not png/jpg or
 * over 5 MB, an application already filed. Images are stored only once every check passed.
 */
export async function applyToPromotion(env: PlatformEnv, memberId: number, input: { promotionId: number; comment?: string; images?: string[] }, now: number): Promise<ReturnType<typeof applicationView> | ApplyError> {
  const db = env.DB;
  const comment = (input.comment ?? '').trim();
  if ([...comment].length > APPLICATION_COMMENT_MAX) return 'error_application_comment';
  const images = input.images ?? [];
  if (images.length > MAX_IMAGES) return 'error_application_images';
  if (!(await db.prepare('SELECT 1 FROM promotions WHERE id = ?').bind(input.promotionId).first())) return 'error_not_found';
  if (await db.prepare('SELECT 1 FROM promotion_applications WHERE member_id = ? AND promotion_id = ?').bind(memberId, input.promotionId).first()) return 'error_application_exists';
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
    .prepare('INSERT INTO promotion_applications (member_id, promotion_id, comment, keys_json, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (member_id, promotion_id) DO NOTHING RETURNING *')
    .bind(memberId, input.promotionId, comment, JSON.stringify(keys), now)
    .first<Row>();
  return row ? applicationView(row) : 'error_application_exists';
}

/** The member's applications, newest first. */
export async function listApplications(db: D1Database, memberId: number) {
  return (await db.prepare('SELECT * FROM promotion_applications WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 50').bind(memberId).all<Row>()).results.map(applicationView);
}
