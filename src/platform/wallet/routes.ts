/**
 * The sandbox platform's wallet area (SPEC §3 balance, §7.2 wallet): the handler of each balance
 * and wallet-transfer call, typed from its route (src/contracts/routes/wallet.ts, the dev-only ones
 * in src/contracts/routes/dev.ts). Handlers in transfer.ts; wallet rules in wallets.ts over the
 * shared ledger (src/platform/lib/ledger.ts).
 */
import type { RouteHandlers } from '../lib/route-handler.ts';
import { balance, balanceChanges, consolidatedFunds, devCredit, devLedgerAudit, merchantWallet, walletTransfer } from './transfer.ts';

/** Handlers of the wallet area's calls, merged into the dispatcher by src/platform/index.ts. */
export const walletHandlers: RouteHandlers = { balance, balanceChanges, walletTransfer, merchantWallet, consolidatedFunds, devCredit, devLedgerAudit };
