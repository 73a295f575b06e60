/**
 * agentRealTimeSalary (SPEC §2.8; shown when the consolidated flag allows it, SPEC §3): the realtime payouts
 * of the settlement jobs, as {@link PayoutRecord} lists them.
 */
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { PayoutRecord } from '../../components/PayoutRecord.tsx';

/** The page. */
export default function RealTimeSalaryPage({ locale, currencyDecimals }: OverlayPageProps) {
  return <PayoutRecord record="realtime" locale={locale} currencyDecimals={currencyDecimals} />;
}
