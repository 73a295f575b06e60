-- Deposits of the member center's cashier (SPEC §2.7 depositv2; DOMAIN.md §3): one row per
-- deposit request, pending until the payment provider's signed callback marks it paid (crediting
-- the ledger in the same batch) or failed, or until it expires. Amounts in minor units, times in
-- ms since epoch. `request_id` makes a retried request create nothing twice; `pay_token` is the
-- secret the provider's payment page is opened with.
CREATE TABLE deposits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  request_id TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('bank', 'ewallet', 'card')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  reference TEXT NOT NULL,
  pay_token TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  provider_txn_id TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  settled_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE INDEX deposits_member ON deposits(member_id, created_at);
-- A deposit that left 'pending' never changes again: a late or replayed callback aborts its batch.
CREATE TRIGGER deposits_final BEFORE UPDATE ON deposits WHEN OLD.status <> 'pending' BEGIN SELECT RAISE(ABORT, 'ledger_abort:deposit_final'); END;
