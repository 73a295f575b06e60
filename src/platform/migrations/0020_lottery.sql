-- Lottery draws and tickets (DOMAIN.md §1 "Lottery data model"; SPEC §2.1 /lottery, /vnlottery,
-- §7.2 lottery calls). A draw is scheduled ahead (issue, open/close/draw times in ms), closes,
-- is drawn (its numbers by tier as JSON) and settled; a void draw refunds its tickets. Fast
-- (house-drawn) draws publish the SHA-256 of their server seed before selling and the seed after.
CREATE TABLE lottery_draws (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_code TEXT NOT NULL,
  issue TEXT NOT NULL,
  station TEXT,
  open_at INTEGER NOT NULL,
  close_at INTEGER NOT NULL,
  draw_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'drawn', 'settled', 'void')),
  server_seed TEXT,
  seed_hash TEXT,
  numbers_json TEXT,
  drawn_at INTEGER,
  settled_at INTEGER,
  UNIQUE (game_code, issue)
);
CREATE INDEX lottery_draws_due ON lottery_draws(status, draw_at);
CREATE INDEX lottery_draws_game ON lottery_draws(game_code, draw_at);

-- One ticket: a member's bet of one play type on one draw. `ticket_id` is the client's key, so a
-- retried purchase moves nothing twice. Cost and payout in minor units.
CREATE TABLE lottery_tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  ticket_id TEXT NOT NULL,
  draw_id INTEGER NOT NULL REFERENCES lottery_draws(id),
  game_code TEXT NOT NULL,
  issue TEXT NOT NULL,
  play_type TEXT NOT NULL,
  numbers_json TEXT NOT NULL,
  unit_stake INTEGER NOT NULL CHECK (unit_stake > 0),
  cost INTEGER NOT NULL CHECK (cost > 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'void')),
  payout INTEGER NOT NULL DEFAULT 0 CHECK (payout >= 0),
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  UNIQUE (member_id, ticket_id)
);
CREATE INDEX lottery_tickets_draw ON lottery_tickets(draw_id, status);
CREATE INDEX lottery_tickets_member ON lottery_tickets(member_id, created_at);

-- A ticket is sold only while its draw is open, checked inside the purchase batch (with the
-- ledger movement), so a bet in the closing second is accepted whole or refused whole; and a
-- member's tickets on one draw never cost more than the cap (200,000,000 minor units).
CREATE TRIGGER lottery_tickets_open BEFORE INSERT ON lottery_tickets
WHEN NOT EXISTS (SELECT 1 FROM lottery_draws d WHERE d.id = NEW.draw_id AND d.status = 'open' AND d.close_at > NEW.created_at)
BEGIN SELECT RAISE(ABORT, 'ledger_abort:lottery_closed'); END;
CREATE TRIGGER lottery_tickets_cap BEFORE INSERT ON lottery_tickets
WHEN (SELECT COALESCE(SUM(cost), 0) FROM lottery_tickets WHERE member_id = NEW.member_id AND draw_id = NEW.draw_id) + NEW.cost > 200000000
BEGIN SELECT RAISE(ABORT, 'ledger_abort:lottery_cap'); END;
