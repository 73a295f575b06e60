/**
 * agentDailyWages (SPEC §2.8; shown when the consolidated flag allows it, SPEC §3): the daily payouts
 * of the settlement jobs, as {@link PayoutRecord} lists them.
 */
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { PayoutRecord } from '../../components/PayoutRecord.tsx';

/** The page. */
export default function DailyWagesPage({ locale, currencyDecimals }: OverlayPageProps) {
  return <PayoutRecord record="daily" locale={locale} currencyDecimals={currencyDecimals} />;
}
