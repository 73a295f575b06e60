/**
 * agentBonusRecord (SPEC §2.8; shown when the consolidated flag allows it, SPEC §3): the dividend payouts
 * of the settlement jobs, as {@link PayoutRecord} lists them.
 */
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { PayoutRecord } from '../../components/PayoutRecord.tsx';

/** The page. */
export default function BonusRecordPage({ locale, currencyDecimals }: OverlayPageProps) {
  return <PayoutRecord record="dividend" locale={locale} currencyDecimals={currencyDecimals} />;
}
