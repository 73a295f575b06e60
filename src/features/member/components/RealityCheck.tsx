/**
 * The reality check (DOMAIN.md §5): when the member chose an interval (15, 30 or 60 minutes), a
 * modal every interval of the session says how long they have played and their net result since
 * the session began, with a way out (take a break: the responsible-gaming page). Mounted lazily by
 * the header island for signed-in members; the session's start is kept in sessionStorage so a
 * page change does not restart the clock. Default export for React.lazy.
 */
import { useEffect, useState } from 'react';
import { siteConfig } from '../../../contracts/site-config.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { loadMessageChunk } from '../../../lib/i18n/message-chunks.ts';
import { MessagesProvider, type Messages } from '../../../lib/i18n/translate.ts';
import { openOverlay } from '../../../lib/overlay.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { loadRealityCheckMinutes, netSince } from '../stores/responsible-gaming.ts';

const START_KEY = 'rcStart';

function sessionStart(): number {
  try {
    const stored = Number(sessionStorage.getItem(START_KEY));
    if (stored > 0) return stored;
    const now = Date.now();
    sessionStorage.setItem(START_KEY, String(now));
    return now;
  } catch {
    return Date.now();
  }
}

/** Props: page locale and currency decimals. */
export interface RealityCheckProps {
  locale: string;
  currencyDecimals: number;
}

function Reminder({ locale, currencyDecimals, minutes, net, onClose }: RealityCheckProps & { minutes: number; net: number; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open title={t('member_rc_title')} closeLabel={t('common_close')} onClose={onClose} size="small">
      <p className="dialog__message">{t('member_rc_body', { minutes, net: formatMoney(net, locale, siteConfig.currency, currencyDecimals) })}</p>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            onClose();
            openOverlay('responsibleGaming');
          }}
        >
          {t('member_rc_break')}
        </button>
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {t('member_rc_continue')}
        </button>
      </div>
    </Dialog>
  );
}

/** Checks each minute whether a reminder is due and shows it. */
export default function RealityCheck(props: RealityCheckProps) {
  const [interval, setIntervalMinutes] = useState(0);
  const [due, setDue] = useState<{ minutes: number; net: number } | null>(null);
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    void loadRealityCheckMinutes().then((r) => r.ok && setIntervalMinutes(r.value));
  }, []);
  useEffect(() => {
    if (interval <= 0) return;
    const start = sessionStart();
    let shown = Math.floor((Date.now() - start) / (interval * 60_000));
    const timer = setInterval(async () => {
      const played = Date.now() - start;
      const step = Math.floor(played / (interval * 60_000));
      if (step <= shown) return;
      shown = step;
      const [profit, overlay, member] = await Promise.all([
        netSince(start),
        loadMessageChunk('overlay', props.locale).catch(() => ({})),
        loadMessageChunk('member', props.locale).catch(() => ({})),
      ]);
      setMessages({ ...overlay, ...member });
      setDue({ minutes: Math.round(played / 60_000), net: profit.ok ? profit.value : 0 });
    }, 30_000);
    return () => clearInterval(timer);
  }, [interval, props.locale]);
  if (!due || !messages) return null;
  return (
    <MessagesProvider messages={messages} locale={props.locale}>
      <Reminder {...props} minutes={due.minutes} net={due.net} onClose={() => setDue(null)} />
    </MessagesProvider>
  );
}
