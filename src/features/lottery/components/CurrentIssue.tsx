/**
 * The issue now selling (DOMAIN.md §1): its number, station, a countdown to the close (a timer
 * that screen readers do not read out every second), the draw time in Vietnam's zone (the
 * viewer's beside it when it differs), and for a house-drawn game the hash
 * of the server seed published before betting. When it closes the page asks for the next one.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import type { Draw } from '../stores/lottery.ts';
import { LOTTERY_TIME_ZONE } from '../../../contracts/lottery-rules.ts';
import { formatZonedDateTime } from '../../../lib/format-date.ts';
import { CopyableCode } from '../../../lib/ui/CopyableCode.tsx';

function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** The current issue of the chosen game, or a notice when none is selling; `onClosed` refreshes. */
export function CurrentIssue({ draw, locale, onClosed }: { draw: Draw | null; locale: string; onClosed: () => void }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = draw ? draw.closeAt - now : 0;
  // Rescheduled for each issue, not for each new copy of the same draw.
  const scheduleClose = useEffectEvent(() => {
    if (!draw) return;
    // A little after the close, so the next issue is scheduled and selling.
    const wait = Math.max(0, draw.closeAt - Date.now()) + 6_000;
    const timer = setTimeout(onClosed, wait);
    return () => clearTimeout(timer);
  });
  useEffect(() => scheduleClose(), [draw?.issue, draw?.gameCode]);
  if (!draw) return <p className="lottery__notice">{t('lottery_no_issue')}</p>;
  return (
    <section className="lottery__issue" aria-labelledby="lottery-issue-h">
      <h2 id="lottery-issue-h">
        {t('lottery_issue', { issue: draw.issue })}
        {draw.stationName ? ` · ${draw.stationName}` : ''}
      </h2>
      {left > 0 ? (
        <p>
          {t('lottery_closes_in')}{' '}
          <strong className="lottery__clock" role="timer" aria-live="off">
            {clock(left)}
          </strong>
        </p>
      ) : (
        <p role="status">{t('lottery_closed_wait')}</p>
      )}
      <p className="lottery__muted">{t('lottery_draw_at', { time: formatZonedDateTime(draw.drawAt, locale, LOTTERY_TIME_ZONE) })}</p>
      {draw.seedHash && (
        <p className="lottery__muted lottery__hash">
          {t('lottery_seed_hash')}: <CopyableCode value={draw.seedHash} name={t('lottery_seed_hash')} />
        </p>
      )}
    </section>
  );
}
