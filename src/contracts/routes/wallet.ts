/**
 * Balance and wallet calls (SPEC §3 balance, §7.2 wallet): the member's summed balance, transfers
 * between the main wallet and transfer-wallet vendors, the member's wallets and consolidated funds.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import { route, type RouteDef } from '../route-def.ts';
import * as games from '../schemas/games.ts';
import * as member from '../schemas/member.ts';

/** The wallet area's calls, keyed by the portal's name for each. */
export const walletRoutes = {
  balance: route({ path: '/wps/v2/wallets/balance', method: 'GET', token: true, gate: 'login', encrypted: false, response: member.balanceSchema }),
  // The open page's one cheap poll (SPEC §2.3): the balance and a mark of what the platform changed by itself.
  balanceChanges: route({
    path: '/wps/v2/wallets/changes',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    response: member.balanceChangesSchema,
  }),
  walletTransfer: route({
    path: '/wps/relay/GCS_walletTransfer',
    movesMoney: true,
    method: 'POST',
    token: true,
    encrypted: false,
    request: games.walletTransferRequestSchema,
    response: games.walletTransferResponseSchema,
  }),
  merchantWallet: route({ path: '/wps/relay/GCS_merchantWallet', method: 'GET', token: true, encrypted: false, response: games.merchantWalletResponseSchema }),
  consolidatedFunds: route({
    path: '/wps/member/info/funds/consolidated',
    method: 'GET',
    token: true,
    encrypted: false,
    response: games.consolidatedFundsResponseSchema,
  }),
} as const satisfies Record<string, RouteDef>;
