/**
 * Wallet handlers (SPEC §3 balance, §7.2 wallet): the member's balance, transfers between the main wallet and
 * transfer-wallet vendors (GCS_walletTransfer), the member's wallets (GCS_merchantWallet) and the
 * consolidated funds, plus the dev-only credit and ledger audit the tests use. Transfers need a
 * real member (trial users play with demo money and cannot move it: in_need_true_account).
 */
import { checkGate, gateErrorCode } from '../../contracts/access.ts';
import { fail, ok } from '../../contracts/envelope.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { HandlerContext } from '../lib/context.ts';
import type { MemberRow } from '../identity/sessions.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { ensureAccount, memberBalance, postTransaction } from '../lib/ledger.ts';
import { ledgerAudit, MAIN, memberWallets, transferFunds } from './wallets.ts';
import { balanceAndMark } from './changes.ts';

/** GET /wps/v2/wallets/balance: `{ sumBalance, currency }`, sumBalance in minor units. */
export const balance: RouteHandler<'balance'> = async (ctx) => ({
  body: ok({ sumBalance: await memberBalance(ctx.db, ctx.member.id, siteConfig.currency), currency: siteConfig.currency }),
});

/**
 * GET /wps/v2/wallets/changes: `{ sumBalance, currency, mark }`, the balance in minor units and
 * the mark that moves whenever the platform changed the member's money or waited-for states
 * (./changes.ts); the page's poll (SPEC §2.3).
 */
export const balanceChanges: RouteHandler<'balanceChanges'> = async (ctx) => ({
  body: ok({ ...(await balanceAndMark(ctx.db, ctx.member.id, siteConfig.currency)), currency: siteConfig.currency }),
});

/** The member's wallets with display names: 'main' is named by the UI; vendors by their name. */
async function namedWallets(ctx: HandlerContext<unknown, MemberRow>) {
  const wallets = await memberWallets(ctx.db, ctx.member.id, siteConfig.currency);
  const { results } = await ctx.db.prepare("SELECT code, name FROM game_vendors WHERE wallet_type = 'transfer'").all<{ code: string; name: string }>();
  const names = new Map(results.map((r) => [r.code, r.name]));
  return wallets.map((w) => ({ ...w, name: w.wallet === MAIN ? MAIN : (names.get(w.wallet) ?? w.wallet) }));
}

/**
 * POST /wps/relay/GCS_walletTransfer: moves `amount` minor units between 'main' and a
 * transfer-wallet vendor, idempotent by `transferId`. Errors: 403 in_need_true_account (trial),
 * 400 error_validation (unknown wallet, same wallet), 402 wallet_insufficient_funds,
 * 409 wallet_idempotency_conflict (the id was used for another transfer), 403
 * error_rg_transfer_to_game (into a game wallet during a time-out or self-exclusion, DOMAIN.md §5;
 * a transfer back to the main wallet stays allowed).
 */
export const walletTransfer: RouteHandler<'walletTransfer'> = async (ctx) => {
  const code = gateErrorCode(checkGate('member', ctx.member.type));
  if (code) return { body: fail(code, 'Please register a real account to use this feature.'), status: 403 };
  const { from, to } = ctx.input;
  const { results } = await ctx.db.prepare("SELECT code FROM game_vendors WHERE wallet_type = 'transfer'").all<{ code: string }>();
  const known = new Set([MAIN, ...results.map((r) => r.code)]);
  if (!known.has(from) || !known.has(to) || from === to || (from !== MAIN && to !== MAIN)) {
    return { body: fail('error_validation', 'Choose the main wallet and one game wallet.', { fields: { to: 'error_validation' } }), status: 400 };
  }
  const res = await transferFunds(ctx.db, siteConfig.currency, { memberId: ctx.member.id, ...ctx.input }, ctx.now);
  if (!res.ok) {
    if (res.error === 'insufficient_funds') return { body: fail('wallet_insufficient_funds', 'Insufficient balance.'), status: 402 };
    if (res.error === 'idempotency_conflict')
      return { body: fail('wallet_idempotency_conflict', 'This transfer id was already used for another transfer.'), status: 409 };
    if (res.error === 'rg_excluded')
      return { body: fail('error_rg_transfer_to_game', 'While a time-out or self-exclusion runs, money cannot move into a game wallet.'), status: 403 };
    return { body: fail('error_validation', 'Some fields are not valid.'), status: 400 };
  }
  return { body: ok({ replayed: res.replayed, wallets: await namedWallets(ctx) }) };
};

/** GET /wps/relay/GCS_merchantWallet: the member's wallets (main first), balances in minor units. */
export const merchantWallet: RouteHandler<'merchantWallet'> = async (ctx) => ({ body: ok({ wallets: await namedWallets(ctx) }) });

/** GET /wps/member/info/funds/consolidated: the sum of the member's wallets and each of them. */
export const consolidatedFunds: RouteHandler<'consolidatedFunds'> = async (ctx) => {
  const wallets = await namedWallets(ctx);
  return { body: ok({ sumBalance: wallets.reduce((s, w) => s + w.balance, 0), currency: siteConfig.currency, wallets }) };
};

/** POST /wps/dev/credit (dev tools only): deposits `amount` from the house into the member's main wallet. */
export const devCredit: RouteHandler<'devCredit'> = async (ctx) => {
  const house = await ensureAccount(ctx.db, null, siteConfig.currency);
  const wallet = await ensureAccount(ctx.db, ctx.member.id, siteConfig.currency);
  const key = `dev-credit:${ctx.member.id}:${crypto.randomUUID()}`;
  await postTransaction(ctx.db, {
    idempotencyKey: key,
    kind: 'deposit',
    now: ctx.now,
    entries: [
      { accountId: house, amount: -ctx.input.amount },
      { accountId: wallet, amount: ctx.input.amount },
    ],
  });
  return { body: ok({ sumBalance: await memberBalance(ctx.db, ctx.member.id, siteConfig.currency), currency: siteConfig.currency }) };
};

/** GET /wps/dev/ledger-audit (dev tools only): the ledger invariants, all 0 when sound. */
export const devLedgerAudit: RouteHandler<'devLedgerAudit'> = async (ctx) => ({ body: ok(await ledgerAudit(ctx.db)) });
