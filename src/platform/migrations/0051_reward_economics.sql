-- Reward economics (DOMAIN.md §3 "Reward economics"): every rate and amount the rewards pay on
-- stakes (rebate, points, missions, VIP levels and gifts, raffles, referral) now lives in ONE
-- configuration, src/platform/rewards/economics.ts, with a bound on total return per stake that
-- a unit test checks. The tables that held them go, so no second copy can drift from it; what
-- stays is state (claims, levels reached, conversions) and the referral on/off switch.
-- And money that still owes turnover cannot leave a member (withdrawal, transfer to another
-- member): the movement's batch re-checks that no requirement was added since its check.

DROP TABLE rebate_rates;
DROP TABLE point_rates;

-- The daily conversion cap travels with each conversion row (the configured cap at that time),
-- so the trigger that refuses concurrent conversions past it needs no config table.
DROP TRIGGER point_converts_daily_cap;
ALTER TABLE point_converts ADD COLUMN daily_cap INTEGER NOT NULL DEFAULT 0 CHECK (daily_cap >= 0);
CREATE TRIGGER point_converts_daily_cap BEFORE INSERT ON point_converts WHEN (SELECT COALESCE(SUM(points), 0) FROM point_converts WHERE member_id = NEW.member_id AND day = NEW.day) + NEW.points > NEW.daily_cap BEGIN SELECT RAISE(ABORT, 'ledger_abort:points_daily_cap'); END;
DROP TABLE point_config;

-- Mission claims keep the configured mission's id, without a key into the dropped missions table.
CREATE TABLE mission_claims_next (
  member_id INTEGER NOT NULL REFERENCES members(id),
  mission_id INTEGER NOT NULL,
  period_key TEXT NOT NULL,
  reward INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, mission_id, period_key)
);
INSERT INTO mission_claims_next (member_id, mission_id, period_key, reward, created_at) SELECT member_id, mission_id, period_key, reward, created_at FROM mission_claims;
DROP TABLE mission_claims;
ALTER TABLE mission_claims_next RENAME TO mission_claims;
CREATE INDEX mission_claims_time ON mission_claims(created_at);
DROP TABLE missions;

-- A member's VIP level is a configured level number, without a key into the dropped vip_levels.
CREATE TABLE member_vip_next (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  level INTEGER NOT NULL CHECK (level >= 0),
  since INTEGER NOT NULL,
  start_level INTEGER NOT NULL DEFAULT 0
);
INSERT INTO member_vip_next (member_id, level, since, start_level) SELECT member_id, level, since, start_level FROM member_vip;
DROP TABLE member_vip;
ALTER TABLE member_vip_next RENAME TO member_vip;
DROP TABLE vip_levels;

DROP TABLE raffle_config;

ALTER TABLE referral_config DROP COLUMN reward;
ALTER TABLE referral_config DROP COLUMN min_deposit;
ALTER TABLE referral_config DROP COLUMN turnover_rate;

-- One row per money movement out of a member that passed a turnover check (src/platform/turnover.ts
-- turnoverUnchangedStatement): the newest requirement id the check saw. Inserted in the
-- movement's own batch; a requirement added since aborts the whole batch.
CREATE TABLE turnover_checks (
  idempotency_key TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  last_requirement_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TRIGGER turnover_checks_unchanged BEFORE INSERT ON turnover_checks WHEN EXISTS (SELECT 1 FROM turnover_requirements WHERE member_id = NEW.member_id AND id > NEW.last_requirement_id AND amount > 0) BEGIN SELECT RAISE(ABORT, 'ledger_abort:turnover_remaining'); END;
