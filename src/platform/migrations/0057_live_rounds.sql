-- The sandbox's timed-table stand-ins (src/platform/games/vendors/tables.ts): a live baccarat table
-- and a cockfight arena, each a round every few seconds on a fixed time grid, whose result follows
-- from a server seed committed (its SHA-256 shown) before the round's bets. Statements of a trigger
-- body stay on one line: the test helper splits this file at ";" + newline.

-- One round of a table: its bet window [opens_at, closes_at), its result revealed at settles_at.
-- status: open (taking bets, then dealing), settled (result known) or cancelled (the vendor
-- cancelled it: every bet in it is rolled back).
CREATE TABLE sandbox_table_rounds (
  vendor TEXT NOT NULL,
  game_code TEXT NOT NULL,
  round_no INTEGER NOT NULL,
  round_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('baccarat', 'cockfight')),
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL,
  opens_at INTEGER NOT NULL,
  closes_at INTEGER NOT NULL,
  settles_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'cancelled')),
  result_json TEXT,
  PRIMARY KEY (vendor, game_code, round_no),
  UNIQUE (vendor, round_id)
);
CREATE INDEX sandbox_table_rounds_due ON sandbox_table_rounds(status, settles_at);

-- A member's bet on a side of a table round (the vendor's own record; the wallet's is its game
-- round), written in the bet's batch. The trigger refuses a bet on a round that is no longer open
-- or past its bet window, so the whole bet batch (the debit included) is refused: a late bet can
-- never slip in while the round settles.
CREATE TABLE sandbox_table_bets (
  tx_id TEXT PRIMARY KEY,
  vendor TEXT NOT NULL,
  game_code TEXT NOT NULL,
  round_id TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  side TEXT NOT NULL,
  stake INTEGER NOT NULL CHECK (stake > 0),
  odds INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at INTEGER NOT NULL
);
CREATE INDEX sandbox_table_bets_round ON sandbox_table_bets(vendor, round_id, status);
CREATE INDEX sandbox_table_bets_member ON sandbox_table_bets(member_id, vendor, game_code, created_at);
CREATE TRIGGER sandbox_table_bets_window BEFORE INSERT ON sandbox_table_bets WHEN NOT EXISTS (SELECT 1 FROM sandbox_table_rounds r WHERE r.vendor = NEW.vendor AND r.round_id = NEW.round_id AND r.status = 'open' AND NEW.created_at >= r.opens_at AND NEW.created_at < r.closes_at) BEGIN SELECT RAISE(ABORT, 'ledger_abort:round_closed'); END;
