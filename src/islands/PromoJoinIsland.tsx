/**
 * "Join now" of a promotion's landing page (SPEC §2.6, §3 activity application, §4 activity
 * statuses, §5.3): a visitor gets the registration link (server-rendered); a signed-in member
 * applies instead, with an optional comment (at most 140 characters) and up to 3 png/jpg images of
 * 5 MB each, and then sees the application's status. A trial user is asked for a real account.
 * The platform checks every rule again.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { isTrialType } from '../contracts/schemas/member.ts';
import { callApi } from '../lib/api-client.ts';
import { errorText } from '../lib/i18n/error-text.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';
import { $session } from '../lib/session/session.ts';

/** Props: the promotion, the registration link and label for visitors, and the messages. */
export interface PromoJoinIslandProps { promotionId: number; registerHref: string; messages: Messages }

const MAX_COMMENT = 140;
const MAX_IMAGES = 3;
const MAX_BYTES = 5 * 1024 * 1024;

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

function Join({ promotionId, registerHref }: Omit<PromoJoinIslandProps, 'messages'>) {
  const t = useT();
  const session = useStore($session);
  const [status, setStatus] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { comment: useId(), images: useId() };
  const member = session !== null && !isTrialType(session.type);
  useEffect(() => {
    if (!member) return;
    void callApi('promotionApplications').then((r) => {
      const mine = r.ok ? r.value.find((a) => a.promotionId === promotionId) : undefined;
      if (mine) setStatus(mine.status);
    });
  }, [member, promotionId]);

  if (!session) return <a className="button button--primary" href={registerHref}>{t('site_promo_join')}</a>;
  if (!member) return <p role="status">{t('in_need_true_account')}</p>;
  if (status) return <p className="ov-status" role="status">{t('rewards_apply_status', { status: t(`rewards_activity_${status}`) })}</p>;
  if (!open) return <button type="button" className="button button--primary" onClick={() => setOpen(true)}>{t('site_promo_join')}</button>;
  return (
    <form className="promo-apply" aria-label={t('rewards_apply_title')} onSubmit={(e) => {
      e.preventDefault();
      const files = [...((e.currentTarget.elements.namedItem('images') as HTMLInputElement | null)?.files ?? [])];
      if (files.length > MAX_IMAGES) return setError(t('error_application_images'));
      if (files.some((f) => !/^image\/(png|jpeg)$/.test(f.type))) return setError(t('error_file_type'));
      if (files.some((f) => f.size > MAX_BYTES)) return setError(t('error_file_too_large'));
      setBusy(true);
      void Promise.all(files.map(readBase64)).then(async (images) => {
        const r = await callApi('promotionApply', { promotionId, comment, images });
        setBusy(false);
        if (!r.ok) return setError(errorText(t, r.code));
        setStatus(r.value.status);
      });
    }}>
      <h2 className="section-title">{t('rewards_apply_title')}</h2>
      <label htmlFor={ids.comment}>{t('rewards_apply_comment')}</label>
      <textarea id={ids.comment} rows={3} maxLength={MAX_COMMENT} value={comment} onChange={(e) => setComment(e.target.value)} aria-describedby={`${ids.comment}-count`} />
      <span id={`${ids.comment}-count`} className="hint">{[...comment].length} / {MAX_COMMENT}</span>
      <label htmlFor={ids.images}>{t('rewards_apply_images')}</label>
      <input id={ids.images} name="images" type="file" accept="image/png,image/jpeg" multiple />
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>{t('rewards_apply_submit')}</button>
    </form>
  );
}

/** The island. */
export default function PromoJoinIsland(props: PromoJoinIslandProps) {
  return (
    <MessagesProvider messages={props.messages}>
      <Join promotionId={props.promotionId} registerHref={props.registerHref} />
    </MessagesProvider>
  );
}
