-- Withdrawals of the member center's cashier (SPEC §2.7 withdraw, §4 withdrawal confirmation;
-- DOMAIN.md §3): bound bank accounts, the one withdrawal config row an operator edits, and
-- withdrawals running requested → approved → paid → confirmed, or rejected with the funds
-- returned. Amounts in minor units, times in ms since epoch, `day` the ICT calendar day (yyyy-MM-dd).
-- Ids never repeat (AUTOINCREMENT): ledger keys such as withdrawal-paid:<id> are built from them.

CREATE TABLE bank_accounts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  bank_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, account_number)
);

-- One row: min/max per withdrawal, times per day, a fixed fee, the sandbox's automatic approval
-- and payout delays (ms) and the minutes after which a paid withdrawal counts as received.
CREATE TABLE withdrawal_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  min_amount INTEGER NOT NULL,
  max_amount INTEGER NOT NULL,
  times_per_day INTEGER NOT NULL,
  fee INTEGER NOT NULL,
  approve_after_ms INTEGER NOT NULL,
  pay_after_ms INTEGER NOT NULL,
  auto_confirm_minutes INTEGER NOT NULL
);
INSERT INTO withdrawal_config VALUES (1, 100000, 200000000, 3, 0, 30000, 30000, 60);

CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  request_id TEXT NOT NULL,
  bank_account_id INTEGER NOT NULL REFERENCES bank_accounts(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  fee INTEGER NOT NULL DEFAULT 0 CHECK (fee >= 0),
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'paid', 'confirmed', 'rejected')),
  day TEXT NOT NULL,
  confirmation TEXT CHECK (confirmation IN ('received', 'all_received', 'partial', 'auto')),
  received_amount INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX withdrawals_member ON withdrawals(member_id, created_at);
CREATE INDEX withdrawals_status ON withdrawals(status, updated_at);
-- Times per day, checked inside the batch that moves the money, so concurrent requests cannot pass it.
CREATE TRIGGER withdrawals_times_per_day BEFORE INSERT ON withdrawals WHEN (SELECT COUNT(*) FROM withdrawals WHERE member_id = NEW.member_id AND day = NEW.day AND status <> 'rejected') >= (SELECT times_per_day FROM withdrawal_config WHERE id = 1) BEGIN SELECT RAISE(ABORT, 'ledger_abort:withdrawal_times'); END;
-- Only the state machine's steps: requested → approved | rejected, approved → paid | rejected,
-- paid → confirmed. A batch that moves money for a withdrawal in another state aborts whole.
CREATE TRIGGER withdrawals_state BEFORE UPDATE OF status ON withdrawals WHEN NOT ((OLD.status = 'requested' AND NEW.status IN ('approved', 'rejected')) OR (OLD.status = 'approved' AND NEW.status IN ('paid', 'rejected')) OR (OLD.status = 'paid' AND NEW.status = 'confirmed')) BEGIN SELECT RAISE(ABORT, 'ledger_abort:withdrawal_state'); END;
