/** My latest tickets of the game (SPEC §2.7 betting record shows every ticket too): issue, bet, numbers, cost, status, payout. */
import { useId } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import type { Ticket } from '../stores/lottery.ts';

/** The list of `tickets`. */
export function MyTickets({ tickets, money }: { tickets: Ticket[]; money: (minor: number) => string }) {
  const t = useT();
  const id = useId();
  return (
    <section className="lottery__tickets" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('lottery_my_tickets')}</h2>
      {tickets.length === 0 ? (
        <p className="lottery__notice">{t('lottery_no_tickets')}</p>
      ) : (
        <ul>
          {tickets.map((k) => (
            <li key={k.ticketId} className={`lottery__ticket lottery__ticket--${k.status}`}>
              <span>
                {t('lottery_issue', { issue: k.issue })} · {t(`lottery_play_${k.playType.toLowerCase()}`)}
              </span>
              <span className="lottery__nums">{k.numbers.join(' ')}</span>
              <span>
                {money(k.cost)} · {t(`lottery_status_${k.status}`)}
                {k.payout > 0 ? ` · ${t('lottery_payout')} ${money(k.payout)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
