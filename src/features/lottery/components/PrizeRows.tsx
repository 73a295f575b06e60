/**
 * The rows of a prize table (DOMAIN.md §1 tier layout): one row per tier of `layout`, special
 * prize first, each tier's numbers as balls. Shared by the drawn results and the draw verifier's
 * recomputed numbers, so the two tables a player compares read alike.
 */
import { PRIZE_TIERS, type DrawNumbers, type PrizeLayout } from '../../../contracts/lottery-rules.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/** The `<tbody>` of `numbers` (tier code → numbers as strings) in `layout`; `markSpecial` highlights the special prize's row. */
export function PrizeRows({ layout, numbers, markSpecial = false }: { layout: PrizeLayout; numbers: DrawNumbers; markSpecial?: boolean }) {
  const t = useT();
  return (
    <tbody>
      {PRIZE_TIERS[layout].map((tier) => (
        <tr key={tier.tier} className={markSpecial && tier.tier === 'DB' ? 'lottery__special' : undefined}>
          <th scope="row">{tier.tier === 'DB' ? t('lottery_tier_special') : t('lottery_tier', { n: tier.tier.slice(1) })}</th>
          <td>
            {(numbers[tier.tier] ?? []).map((n, i) => (
              <span key={i} className="lottery__num">
                {n}
              </span>
            ))}
          </td>
        </tr>
      ))}
    </tbody>
  );
}
