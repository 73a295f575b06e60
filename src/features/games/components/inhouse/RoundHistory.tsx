/**
 * The player's latest rounds (betting records: round, stake, payout, time), newest first, with
 * the fairness inputs of each (nonce) so any round can be verified after the seed is revealed.
 */
import { useStore } from '@nanostores/react';
import { useT } from '../../../../lib/i18n/translate.ts';
import { $inhouse } from '../../stores/inhouse.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';

/** Props: money and time formatting for the page locale. */
export interface RoundHistoryProps {
  money: (minor: number) => string;
  locale: string;
}

/** The round history table. */
export function RoundHistory({ money, locale }: RoundHistoryProps) {
  const t = useT();
  const { rounds } = useStore($inhouse);
  return (
    <section className="inhouse-panel" aria-labelledby="my-bets">
      <h2 id="my-bets">{t('games_my_bets')}</h2>
      {rounds.length === 0 ? (
        <p>{t('games_no_bets')}</p>
      ) : (
        <div className="table-scroll">
          <table className="rounds">
            <thead>
              <tr>
                <th scope="col">{t('games_round')}</th>
                <th scope="col">{t('games_stake')}</th>
                <th scope="col">{t('games_payout')}</th>
                <th scope="col">{t('games_time')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((r) => (
                <tr key={r.roundId} className={r.payout > 0 ? 'is-win' : undefined}>
                  <td>
                    {r.game} #{r.nonce}
                  </td>
                  <td>{money(r.stake)}</td>
                  <td>{money(r.payout)}</td>
                  <td>
                    <time dateTime={r.createdAt}>{formatDateTime(Date.parse(r.createdAt), locale, 'time-seconds')}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
