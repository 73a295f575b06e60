/**
 * Transfers of the cashier (SPEC §2.7 my wallet and transfer to upline/downline; SPEC §7.2
 * GCS_walletTransfer, consolidated funds): the reads the pages show and the transfers, each keyed
 * by a fresh id so a double tap moves the money once. Amounts in minor units. A wallet transfer's
 * answer carries every wallet, so it sets the wallets read and the header balance directly.
 */
import { siteConfig } from '../../../contracts/site-config.ts';
import type { ApiResult, RouteValue } from '../../../lib/api-client.ts';
import { remoteQuery, remoteWrite, setRemoteValue } from '../../../lib/remote.ts';

/** The main wallet and each transfer-wallet vendor's, with their sum (consolidated funds). */
export const $consolidatedFunds = remoteQuery('consolidatedFunds');
/** The upline and downlines the member may transfer to (transfer to upline/downline page). */
export const $transferUplineInfo = remoteQuery('transferUplineInfo');

function freshId(prefix: string): string {
  return `${prefix}-${[...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Moves `amount` (minor units) from wallet `from` to wallet `to` (SPEC §7.2 GCS_walletTransfer).
 * The answer's wallets become the consolidated funds and its main wallet the header balance, with
 * no further call. Errors: wallet_insufficient_funds, error_rg_transfer_to_game, error_validation.
 */
export async function transferBetweenWallets(input: { from: string; to: string; amount: number }): Promise<ApiResult<RouteValue<'walletTransfer'>>> {
  const res = await remoteWrite(
    'walletTransfer',
    { transferId: freshId('tf'), ...input },
    { moneyMoved: (v) => v.wallets.find((w) => w.wallet === 'main')?.balance },
  );
  if (res.ok)
    setRemoteValue('consolidatedFunds', undefined, {
      sumBalance: res.value.wallets.reduce((s, w) => s + w.balance, 0),
      currency: siteConfig.currency,
      wallets: res.value.wallets,
    });
  return res;
}

/**
 * Transfers `amount` (minor units) to the upline or a downline `to`, checked by the payment
 * password. Errors include error_transfer_turnover_remaining (details.remaining, minor units).
 */
export function transferToUpline(input: { to: string; amount: number; paymentPassword: string }): Promise<ApiResult<RouteValue<'transferUpline'>>> {
  return remoteWrite('transferUpline', { ...input, requestId: freshId('tu') }, { moneyMoved: true, invalidates: ['consolidatedFunds'] });
}
