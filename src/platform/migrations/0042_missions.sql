-- Missions (SPEC §2.7 rewardCenter, missionLeaderboard; §7.2 MCSFE_getMissionSummaryDetails,
-- MCSFE_getMissionLeaderboard): daily and weekly tasks whose progress comes from real
-- settled rounds and paid deposits in the period (ICT days, weeks from Monday), each reward
-- claimable once per period through the ledger. Amounts in minor units.
CREATE TABLE missions (
  id INTEGER PRIMARY KEY,
  period TEXT NOT NULL CHECK (period IN ('daily', 'weekly')),
  kind TEXT NOT NULL CHECK (kind IN ('bet_count', 'valid_bet', 'deposit')),
  target INTEGER NOT NULL CHECK (target > 0),
  reward INTEGER NOT NULL CHECK (reward > 0),
  active INTEGER NOT NULL DEFAULT 1,
  sequence INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE mission_claims (
  member_id INTEGER NOT NULL REFERENCES members(id),
  mission_id INTEGER NOT NULL REFERENCES missions(id),
  period_key TEXT NOT NULL,
  reward INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, mission_id, period_key)
);
CREATE INDEX mission_claims_time ON mission_claims(created_at);
INSERT INTO missions (id, period, kind, target, reward, sequence) VALUES
  (1, 'daily', 'bet_count', 5, 5000, 1),
  (2, 'daily', 'valid_bet', 200000, 10000, 2),
  (3, 'daily', 'deposit', 100000, 10000, 3),
  (4, 'weekly', 'valid_bet', 2000000, 50000, 4),
  (5, 'weekly', 'bet_count', 50, 30000, 5);
