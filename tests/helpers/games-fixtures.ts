/**
 * Fixtures of the games platform tests (SPEC §2.10, §7.2): the demo game catalogue in a fresh D1,
 * a member funded through the ledger, and the launch call's query as the portal sends it.
 */
import { ensureAccount, postTransaction } from '../../src/platform/lib/ledger.ts';
import { gamesSeedSql } from '../../src/platform/seed/games.ts';

/** Writes the demo vendors and games (src/platform/seed/games.ts) into `db`, in one batch. */
export async function seedGameCatalogue(db: D1Database): Promise<void> {
  const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  await db.batch(gamesSeedSql(q).map((s) => db.prepare(s)));
}

/**
 * Adds member `id` (account `account`, no password) and moves `balance` minor units (VND) from the
 * house into its main wallet with a balanced deposit transaction keyed `${account}-open`.
 */
export async function fundedMember(db: D1Database, id: number, account: string, balance: number): Promise<void> {
  await db
    .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, 0, ?)")
    .bind(id, account, Date.now())
    .run();
  const wallet = await ensureAccount(db, id, 'VND');
  const house = await ensureAccount(db, null, 'VND');
  await postTransaction(db, {
    idempotencyKey: `${account}-open`,
    kind: 'deposit',
    entries: [
      { accountId: house, amount: -balance },
      { accountId: wallet, amount: balance },
    ],
  });
}

/** The launch call's query for game `g` as the portal sends it (SPEC §3 launch payload), in English. */
export function launchQuery(g: { nodeId: number; vendor: string }, username: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    nodeId: String(g.nodeId),
    vassalage: g.vendor,
    accountType: '1',
    confirmTrans: '0',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: '3',
    username,
    merchantCode: 'LOTUS',
    language: 'EN',
    ...extra,
  };
}
