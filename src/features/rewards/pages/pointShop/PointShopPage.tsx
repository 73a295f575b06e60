/**
 * pointShop (SPEC §2.7 points shop with redeem history and points rules): the shared PointShop
 * in the member-center frame.
 */
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { PointShop } from '../../components/PointShop.tsx';

/** The page. */
export default function PointShopPage({ locale, currencyDecimals }: OverlayPageProps) {
  return <PointShop locale={locale} currencyDecimals={currencyDecimals} />;
}
