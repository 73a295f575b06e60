-- Raffle promotions (SPEC §7.2 MCS2_claimRafflePromotion; §4 activity statuses claim → claimed):
-- a promotion with a raffle_config row lets a member who reached `min_valid_bet` of valid bet on
-- the ICT day draw once that day; the prize (minor units) is drawn from `prizes_json`
-- ([{"amount": n, "weight": w}]), paid through the ledger (key raffle:<promotion>:<member>:<day>)
-- with a turnover requirement of prize × turnover_rate. One raffle_claims row per member,
-- promotion and day: a second or concurrent draw moves nothing.
CREATE TABLE raffle_config (
  promotion_id INTEGER PRIMARY KEY,
  min_valid_bet INTEGER NOT NULL CHECK (min_valid_bet >= 0),
  prizes_json TEXT NOT NULL,
  turnover_rate INTEGER NOT NULL DEFAULT 1 CHECK (turnover_rate >= 0)
);
CREATE TABLE raffle_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  promotion_id INTEGER NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  day TEXT NOT NULL,
  prize INTEGER NOT NULL CHECK (prize > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (promotion_id, member_id, day)
);
-- Referral rewards (SPEC §2.7 referral, §2.4 refer and earn): a referrer earns `reward` (minor
-- units) once per friend whose paid deposits reach `min_deposit`, paid by the cron job
-- rewards.referralRewards under the ledger key referral:<friend id>, with a turnover requirement
-- of reward × turnover_rate.
ALTER TABLE referral_config ADD COLUMN reward INTEGER NOT NULL DEFAULT 50000 CHECK (reward >= 0);
ALTER TABLE referral_config ADD COLUMN min_deposit INTEGER NOT NULL DEFAULT 100000 CHECK (min_deposit >= 0);
ALTER TABLE referral_config ADD COLUMN turnover_rate INTEGER NOT NULL DEFAULT 1 CHECK (turnover_rate >= 0);
-- Activity applications decided by the operator (SPEC §4 activity statuses applying → rejected |
-- issued → claimed): the bonus issued (minor units) and when it was decided; the member claims an
-- issued bonus, paid under the ledger key activity:<application id>.
ALTER TABLE promotion_applications ADD COLUMN bonus INTEGER NOT NULL DEFAULT 0 CHECK (bonus >= 0);
ALTER TABLE promotion_applications ADD COLUMN decided_at INTEGER;
