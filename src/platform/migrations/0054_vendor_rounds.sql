-- Sandbox vendors on the seamless wallet (DOMAIN.md §4; src/platform/games/vendor-wallet.ts).
-- A vendor's round (a sports bet slip, a baccarat table round, a fight) holds one or more bets of a
-- member; each bet is one game_rounds row (the one betting record, counted by responsible-gaming
-- limits, turnover, rebates and the agent's figures like any other) carrying its vendor round and,
-- once settled, its outcome. Statements of a trigger body stay on one line: the test helper splits
-- this file at ";" + newline.

-- The vendor's round id of a bet (NULL for one-bet rounds: in-house games, lottery tickets, slot
-- stand-ins) and how it ended: won, lost, cashed_out (status settled), void (the stake returned as
-- a settlement: status rolled_back, so it is no valid bet) or rolled_back (the vendor's correction).
ALTER TABLE game_rounds ADD COLUMN vendor_round_id TEXT;
ALTER TABLE game_rounds ADD COLUMN outcome TEXT CHECK (outcome IN ('won', 'lost', 'cashed_out', 'void', 'rolled_back'));

-- The member's main-wallet balance right after a seamless call, written in the call's own batch:
-- the exact balance of its answer, returned again to every replay of the same transaction id.
ALTER TABLE seamless_transactions ADD COLUMN balance_after INTEGER;

-- A member's round at a vendor: open while bets may join it; closed by the vendor (a win or rollback
-- flagged round_closed) or by the reconcile job once its game type's grace has passed. `bets` counts
-- the bets placed: each bet bumps it in its own batch, and the trigger below refuses the bump on a
-- closed round, so a bet can never join a closed round, in parallel too.
CREATE TABLE vendor_rounds (
  vendor TEXT NOT NULL,
  round_id TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  game_type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  bets INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  closed_at INTEGER,
  PRIMARY KEY (vendor, round_id, member_id)
);
CREATE INDEX vendor_rounds_open ON vendor_rounds(status, created_at);
CREATE INDEX game_rounds_vendor_round ON game_rounds(vendor, vendor_round_id) WHERE vendor_round_id IS NOT NULL;
CREATE TRIGGER vendor_rounds_closed BEFORE UPDATE OF bets ON vendor_rounds WHEN OLD.status <> 'open' BEGIN SELECT RAISE(ABORT, 'ledger_abort:round_closed'); END;

-- A closed round's money columns never change again, but its outcome is written by the same batch
-- that settles it, after the settling update: the closed-round guard of 0004 now watches the money
-- and status columns only.
DROP TRIGGER game_rounds_closed;
CREATE TRIGGER game_rounds_closed BEFORE UPDATE OF status, stake, payout, member_id, vendor, round_id, detail_json ON game_rounds WHEN OLD.status <> 'open' BEGIN SELECT RAISE(ABORT, 'ledger_abort:already_settled'); END;

-- The sandbox sportsbook stand-in (src/platform/games/vendors/sports.ts): made-up matches with
-- their base odds (thousandths) and, once over, their score or how they ended (abandoned: its legs
-- are void; withdrawn: the vendor rolls back every slip on it).
CREATE TABLE sandbox_matches (
  id TEXT PRIMARY KEY,
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  kickoff_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  odds_json TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'finished', 'abandoned', 'withdrawn')),
  score_home INTEGER,
  score_away INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX sandbox_matches_kickoff ON sandbox_matches(status, kickoff_at);
-- A bet slip (the vendor round of its one bet): its legs with the odds accepted, settled by the cron job.
CREATE TABLE sandbox_slips (
  slip_id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  vendor TEXT NOT NULL,
  game_code TEXT NOT NULL,
  stake INTEGER NOT NULL CHECK (stake > 0),
  odds INTEGER NOT NULL,
  legs_json TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at INTEGER NOT NULL
);
CREATE INDEX sandbox_slips_member ON sandbox_slips(member_id, created_at);
CREATE INDEX sandbox_slips_open ON sandbox_slips(status);
