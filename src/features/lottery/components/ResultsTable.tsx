/**
 * Results of opened draws (SPEC §7.2 /lgw/vn/numeros/opened/game, count 100; DOMAIN.md §1 tier
 * layout): the chosen issue's prize table (special prize first), a select of the last issues, and
 * for a house-drawn game the revealed server seed, so anyone can re-derive the numbers, and a
 * "Verify this draw" panel that does it in the browser (VerifyDraw.tsx, loaded when opened).
 */
import { Suspense, lazy, useId, useState } from 'react';
import { LOTTERY_TIME_ZONE, type PrizeLayout } from '../../../contracts/lottery-rules.ts';
import { PrizeRows } from './PrizeRows.tsx';
import { useT } from '../../../lib/i18n/translate.ts';
import type { Draw } from '../stores/lottery.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { CopyableCode } from '../../../lib/ui/CopyableCode.tsx';

// The verifier (and the hashing it runs) loads only when a player opens it, so the page's script
// does not grow for everyone else.
const VerifyDraw = lazy(() => import('./VerifyDraw.tsx'));

/** The results of `draws` (newest first) in `layout`; `pending` while they load (or wait for intent). */
export function ResultsTable({ draws, layout, locale, pending = false }: { draws: Draw[]; layout: PrizeLayout; locale: string; pending?: boolean }) {
  const t = useT();
  const id = useId();
  const [issue, setIssue] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const draw = draws.find((d) => d.issue === issue) ?? draws[0];
  return (
    <section className="lottery__results" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('lottery_results')}</h2>
      {!draw ? (
        <p className="lottery__notice" aria-busy={pending || undefined}>
          {t(pending ? 'common_loading' : 'lottery_no_results')}
        </p>
      ) : (
        <>
          <div className="lottery__field">
            <label htmlFor={`${id}-issue`}>{t('lottery_issue_select')}</label>
            <select id={`${id}-issue`} value={draw.issue} onChange={(e) => setIssue(e.target.value)}>
              {draws.map((d) => (
                <option key={d.issue} value={d.issue}>
                  {d.issue}
                  {d.stationName ? ` · ${d.stationName}` : ''}
                </option>
              ))}
            </select>
          </div>
          {draw.status === 'void' || !draw.numbers ? (
            <p className="lottery__notice">{t('lottery_void')}</p>
          ) : (
            <table className="lottery__table">
              <caption>
                {t('lottery_issue', { issue: draw.issue })}
                {draw.stationName ? ` · ${draw.stationName}` : ''} · {formatDateTime(draw.drawAt, locale, 'date', LOTTERY_TIME_ZONE.timeZone)}
              </caption>
              <PrizeRows layout={layout} numbers={draw.numbers} markSpecial />
            </table>
          )}
          {draw.serverSeed && (
            <p className="lottery__muted lottery__hash">
              {t('lottery_seed_revealed')}: <CopyableCode value={draw.serverSeed} name={t('lottery_seed_revealed')} />
            </p>
          )}
          {draw.serverSeed && draw.seedHash && draw.numbers && draw.status !== 'void' && (
            <section aria-labelledby={`${id}-verify`}>
              <h3 className="lottery__verify-heading">
                <button
                  type="button"
                  id={`${id}-verify`}
                  className="link-button"
                  aria-expanded={verifying}
                  aria-controls={`${id}-verify-body`}
                  onClick={() => setVerifying(!verifying)}
                >
                  {t('lottery_verify_open')}
                </button>
              </h3>
              <div id={`${id}-verify-body`} hidden={!verifying}>
                {verifying && (
                  <Suspense fallback={<p className="lottery__notice">{t('common_loading')}</p>}>
                    <VerifyDraw issue={draw.issue} seedHash={draw.seedHash} seed={draw.serverSeed} numbers={draw.numbers} layout={layout} />
                  </Suspense>
                )}
              </div>
            </section>
          )}
        </>
      )}
    </section>
  );
}
