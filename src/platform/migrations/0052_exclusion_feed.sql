-- What a time-out or self-exclusion does to money at once (DOMAIN.md §5: while either runs no bets
-- and no deposits, withdrawals still allowed; src/platform/cashier/exclusion.ts). Times in ms since
-- epoch, amounts in minor units.
--
-- The member's open deposit orders are cancelled at the provider when the exclusion starts: the
-- order leaves 'pending' (deposits.status becomes 'failed', so the provider's page takes no payment
-- and the ordinary callback is refused) and this row says why. A payment the provider reports
-- anyway is the member's money: it is credited once (ledger key deposit:<id>, no turnover
-- requirement: the member may not bet) and recorded here with the provider's transaction id.
CREATE TABLE deposit_cancellations (
  deposit_id INTEGER PRIMARY KEY REFERENCES deposits(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  reason TEXT NOT NULL CHECK (reason IN ('exclusion')),
  cancelled_at INTEGER NOT NULL,
  late_provider_txn_id TEXT UNIQUE,
  late_credited_at INTEGER
);
CREATE INDEX deposit_cancellations_member ON deposit_cancellations(member_id);

-- No money moves into a game (transfer) wallet while a time-out or self-exclusion runs, checked
-- inside the transfer's own batch against the exclusion row, so parallel transfers cannot slip
-- past it; transfers out of a game wallet (negative legs) stay allowed.
CREATE TRIGGER ledger_rg_transfer_to_game BEFORE INSERT ON ledger_entries WHEN NEW.amount > 0 AND EXISTS (SELECT 1 FROM ledger_accounts a JOIN ledger_transactions t ON t.id = NEW.transaction_id JOIN rg_exclusions x ON x.member_id = a.member_id WHERE a.id = NEW.account_id AND substr(a.kind, 1, 5) = 'game:' AND t.kind = 'transfer' AND (x.until IS NULL OR x.until > t.created_at)) BEGIN SELECT RAISE(ABORT, 'ledger_abort:rg_transfer_to_game'); END;

-- A platform message may be a message key of the rewards area with its parameters (JSON), shown in
-- the reader's language: `<key>_title` and `<key>_body`. title and body keep an English copy.
ALTER TABLE member_messages ADD COLUMN message_key TEXT;
ALTER TABLE member_messages ADD COLUMN params_json TEXT;
