-- Responsible-gaming limits checked and spent in the same atomic write (DOMAIN.md §5): a bet is
-- refused by its own game_rounds insert and a deposit order by its own deposits insert, inside the
-- batch that moves (or, for a deposit, books) the money, so parallel requests can never pass a
-- limit, an exclusion or a time-out. Refusals abort the batch with `ledger_abort:rg_<reason>`,
-- which postTransaction (src/platform/ledger.ts) answers as `aborted` and every caller maps to its
-- error code (src/platform/responsible-gaming.ts refusalOf). "Now" is the row's created_at.
-- Statements of a trigger body start their line with ";" and never end one with it: the test
-- helper splits this file at ";" + newline.

-- Session-time limits join deposit, loss and wager limits: `amount` is minutes of play for
-- `session`, minor units otherwise. SQLite cannot widen a CHECK in place, so the table is rebuilt.
CREATE TABLE rg_limits_v2 (
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  pending_amount INTEGER CHECK (pending_amount >= 0),
  pending_from INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);
INSERT INTO rg_limits_v2 (member_id, kind, period, amount, pending_amount, pending_from, updated_at) SELECT member_id, kind, period, amount, pending_amount, pending_from, updated_at FROM rg_limits;
DROP TABLE rg_limits;
ALTER TABLE rg_limits_v2 RENAME TO rg_limits;

-- The rolling length of each limit period in ms (PERIOD_MS in src/platform/responsible-gaming.ts).
CREATE TABLE rg_periods (period TEXT PRIMARY KEY, ms INTEGER NOT NULL);
INSERT INTO rg_periods (period, ms) VALUES ('day', 86400000), ('week', 604800000), ('month', 2592000000);

-- Every bet (in-house round, vendor round through the seamless wallet, lottery ticket) inserts its
-- game round in the batch of its ledger debit. In order: self-exclusion, time-out, session time,
-- wager, loss. A replayed round (same vendor and round id) is left to the unique key.
-- Play time (session limits; PLAY_SPAN_MS in src/contracts/responsible-gaming-rules.ts): the member
-- is at play from each bet until their next one, at most 5 minutes (300000 ms) after it; the play
-- time of a period is the length of the union of those spans that falls in the period up to now.
-- A bet once it has reached the limit is refused.
-- Wager counts the stakes of rounds not rolled back; loss counts settled rounds' stake - payout
-- and open rounds' whole stake (the worst case), at least 0, plus this stake.
CREATE TRIGGER rg_bet_limits BEFORE INSERT ON game_rounds
WHEN NOT EXISTS (SELECT 1 FROM game_rounds d WHERE d.vendor = NEW.vendor AND d.round_id = NEW.round_id)
BEGIN SELECT RAISE(ABORT, 'ledger_abort:rg_excluded') WHERE EXISTS (SELECT 1 FROM rg_exclusions e WHERE e.member_id = NEW.member_id AND e.kind = 'exclusion' AND (e.until IS NULL OR e.until > NEW.created_at))
; SELECT RAISE(ABORT, 'ledger_abort:rg_timeout') WHERE EXISTS (SELECT 1 FROM rg_exclusions e WHERE e.member_id = NEW.member_id AND e.kind = 'timeout' AND (e.until IS NULL OR e.until > NEW.created_at))
; SELECT RAISE(ABORT, 'ledger_abort:rg_session_limit') WHERE EXISTS (SELECT 1 FROM rg_limits l JOIN rg_periods p ON p.period = l.period WHERE l.member_id = NEW.member_id AND l.kind = 'session'
    AND (SELECT COALESCE(SUM(MAX(0, MIN(COALESCE(s.next_at, s.at + 300000), s.at + 300000, NEW.created_at) - MAX(s.at, NEW.created_at - p.ms))), 0)
         FROM (SELECT r.created_at AS at, LEAD(r.created_at) OVER (ORDER BY r.created_at, r.id) AS next_at FROM game_rounds r WHERE r.member_id = NEW.member_id AND r.created_at > NEW.created_at - p.ms - 300000) s) >= l.amount * 60000)
; SELECT RAISE(ABORT, 'ledger_abort:rg_wager_limit') WHERE EXISTS (SELECT 1 FROM rg_limits l JOIN rg_periods p ON p.period = l.period WHERE l.member_id = NEW.member_id AND l.kind = 'wager'
    AND (SELECT COALESCE(SUM(r.stake), 0) FROM game_rounds r WHERE r.member_id = NEW.member_id AND r.created_at > NEW.created_at - p.ms AND r.status <> 'rolled_back') + NEW.stake > l.amount)
; SELECT RAISE(ABORT, 'ledger_abort:rg_loss_limit') WHERE EXISTS (SELECT 1 FROM rg_limits l JOIN rg_periods p ON p.period = l.period WHERE l.member_id = NEW.member_id AND l.kind = 'loss'
    AND MAX(0, (SELECT COALESCE(SUM(CASE WHEN r.status = 'settled' THEN r.stake - r.payout WHEN r.status = 'open' THEN r.stake ELSE 0 END), 0) FROM game_rounds r WHERE r.member_id = NEW.member_id AND r.created_at > NEW.created_at - p.ms)) + NEW.stake > l.amount)
; END;

-- Every deposit order inserts its deposits row. In order: self-exclusion, time-out, deposit limit
-- (paid orders and pending ones that can still be paid count, so parallel orders cannot pass it;
-- a payment for an order accepted here is always credited). A replayed request id is left to the
-- unique key.
CREATE TRIGGER rg_deposit_limits BEFORE INSERT ON deposits
WHEN NOT EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = NEW.member_id AND d.request_id = NEW.request_id)
BEGIN SELECT RAISE(ABORT, 'ledger_abort:rg_excluded') WHERE EXISTS (SELECT 1 FROM rg_exclusions e WHERE e.member_id = NEW.member_id AND e.kind = 'exclusion' AND (e.until IS NULL OR e.until > NEW.created_at))
; SELECT RAISE(ABORT, 'ledger_abort:rg_timeout') WHERE EXISTS (SELECT 1 FROM rg_exclusions e WHERE e.member_id = NEW.member_id AND e.kind = 'timeout' AND (e.until IS NULL OR e.until > NEW.created_at))
; SELECT RAISE(ABORT, 'ledger_abort:rg_deposit_limit') WHERE EXISTS (SELECT 1 FROM rg_limits l JOIN rg_periods p ON p.period = l.period WHERE l.member_id = NEW.member_id AND l.kind = 'deposit'
    AND (SELECT COALESCE(SUM(d.amount), 0) FROM deposits d WHERE d.member_id = NEW.member_id AND d.created_at > NEW.created_at - p.ms AND (d.status = 'paid' OR (d.status = 'pending' AND d.expires_at > NEW.created_at))) + NEW.amount > l.amount)
; END;

-- The provably-fair nonce of a seed only ever steps by one, and never once the seed is revealed
-- (its rounds are then public to verify). An in-house bet records the seed's current nonce on its
-- round and steps it in the bet's own batch, so a refused bet leaves no gap; a bet placed while its
-- seed was rotated aborts whole and is placed on the new seed (src/platform/inhouse-games.ts).
CREATE TRIGGER fair_seeds_nonce_step BEFORE UPDATE OF nonce ON fair_seeds
BEGIN SELECT RAISE(ABORT, 'ledger_abort:fair_seed_revealed') WHERE OLD.revealed_at IS NOT NULL
; SELECT RAISE(ABORT, 'ledger_abort:fair_nonce_skipped') WHERE NEW.nonce <> OLD.nonce + 1
; END;
