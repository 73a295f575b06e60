/**
 * "Continue as …?" (SPEC §4 URL token): shown when a hand-off link was opened
 * while another member is signed in. Continuing switches to the link's account; staying (also
 * Escape) keeps the current one. Rendered, lazily, by the header island while `$handoffAsk` is set.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorText } from '../../../lib/i18n/error-text.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { $handoffAsk, answerHandoffAsk, dismissHandoffAsk } from '../stores/handoff-ask.ts';

/** Props: the account signed in now. */
export default function HandoffAskDialog({ current }: { current: string }) {
  const t = useT();
  const ask = useStore($handoffAsk);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!ask) return null;
  const answer = (accept: boolean) => {
    setBusy(true);
    void answerHandoffAsk(accept).then((r) => {
      setBusy(false);
      if (!r.ok) setError(r.code === 'error_handoff_expired' ? t('account_handoff_expired', { current }) : errorText(t, r.code));
    });
  };
  return (
    <Dialog open title={t('account_handoff_title')} closeLabel={t('common_close')} onClose={() => (error ? dismissHandoffAsk() : answer(false))} size="small">
      {error ? (
        <>
          <p className="dialog__message" role="alert">
            {error}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={dismissHandoffAsk}>
              {t('common_ok')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="dialog__message">{t('account_handoff_body', { linked: ask.linked, current })}</p>
          <div className="dialog__actions">
            <button type="button" className="button" disabled={busy} onClick={() => answer(false)}>
              {t('account_handoff_stay', { current })}
            </button>
            <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => answer(true)}>
              {t('account_handoff_switch', { linked: ask.linked })}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
