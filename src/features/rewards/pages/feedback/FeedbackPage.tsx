/**
 * feedback and complaints (SPEC §2.7, §5.3): a question type of six, the content (required, within
 * word bounds the form does not show; the platform checks them too), and the member's feedback
 * with the platform's replies.
 */
import { useId, useState } from 'react';
import { FEEDBACK_TYPES } from '../../../../contracts/schemas/rewards.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useLocale, useT } from '../../../../lib/i18n/translate.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $feedbackList, sendFeedback } from '../../stores/rewards.ts';
import '../../styles.ts';
import { ActionOutcome } from '../../../../lib/ui/ActionOutcome.tsx';

/** The page. */
export default function FeedbackPage() {
  const t = useT();
  const locale = useLocale();
  const { value: rows, error } = useRemote($feedbackList);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { type: useId(), content: useId() };
  const load = () => $feedbackList.invalidate();
  return (
    <>
      <form
        className="ov-form"
        onSubmit={(e) => {
          e.preventDefault();
          const el = e.currentTarget;
          const f = new FormData(el);
          setBusy(true);
          void sendFeedback(String(f.get('type')), String(f.get('content'))).then((r) => {
            setBusy(false);
            if (!r.ok) return setOutcome({ ok: false, text: errorText(t, r.code) });
            setOutcome({ ok: true, text: t('rewards_feedback_sent') });
            el.reset();
          });
        }}
      >
        <label htmlFor={ids.type}>{t('rewards_feedback_type')}</label>
        <select id={ids.type} name="type">
          {FEEDBACK_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`rewards_fb_${k}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.content}>{t('rewards_feedback_content')}</label>
        <textarea id={ids.content} name="content" rows={5} required maxLength={5000} />
        <ActionOutcome outcome={outcome} />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('rewards_feedback_submit')}
        </button>
      </form>
      <h3>{t('rewards_feedback_mine')}</h3>
      <AsyncState loading={!rows && !error} error={error} empty={rows?.length === 0} emptyKey="rewards_feedback_none" onRetry={load}>
        {rows && (
          <ul className="rw-messages">
            {rows.map((f) => (
              <li key={f.id} className="ov-card">
                <p>
                  <span className="ov-status">{t(`rewards_fb_${f.type}`)}</span>{' '}
                  <time dateTime={new Date(f.createdAt).toISOString()}>{formatDateTime(f.createdAt, locale)}</time>
                </p>
                <p>{f.content}</p>
                <p className="hint">
                  {f.reply ? (
                    <>
                      <strong>{t('rewards_feedback_reply')}</strong> {f.reply}
                    </>
                  ) : (
                    t('rewards_feedback_waiting')
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </AsyncState>
    </>
  );
}
