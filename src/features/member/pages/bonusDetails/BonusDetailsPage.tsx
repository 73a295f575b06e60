/**
 * bonusDetails (SPEC §2.7): the bonus-like movements of the main wallet (bonuses, rebates, VIP
 * gifts, mission rewards, points conversions, raffle prizes, referral rewards, salaries and
 * dividends) in a date preset, with amounts and the balance after, paginated (SPEC §9).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { MovementsTable } from '../../components/MovementsTable.tsx';
import { PresetChips } from '../../components/PresetChips.tsx';
import { $bonusFilters, $bonusRecord, loadBonuses, setBonusFilters } from '../../stores/records.ts';

/** The page. */
export default function BonusDetailsPage({ locale, currencyDecimals }: OverlayPageProps) {
  const filters = useStore($bonusFilters);
  const record = useStore($bonusRecord);
  useEffect(() => {
    void loadBonuses();
  }, []);
  const v = record.value;
  return (
    <>
      <div className="ov-toolbar">
        <PresetChips value={filters.preset} onChange={(preset) => void setBonusFilters({ preset })} />
      </div>
      <AsyncState loading={record.loading && !v} error={record.error} empty={v?.total === 0} emptyKey="member_no_bonus" onRetry={() => void loadBonuses()}>
        {v && <MovementsTable rows={v.rows} page={filters.page} total={v.total} pageSize={v.pageSize} locale={locale} currencyDecimals={currencyDecimals} busy={record.loading} onPage={(page) => void setBonusFilters({ page })} />}
      </AsyncState>
    </>
  );
}
