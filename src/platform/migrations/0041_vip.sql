-- VIP (playerRank, SPEC §2.7; DOMAIN.md §3): levels reached by paid deposits and valid bet
-- over a rolling period, kept while the keep thresholds are met at each period review, with an
-- upgrade gift per level paid once through the ledger. Amounts in minor units.
CREATE TABLE vip_levels (
  level INTEGER PRIMARY KEY CHECK (level >= 0),
  name TEXT NOT NULL,
  color TEXT NOT NULL,
  color2 TEXT NOT NULL,
  deposit_required INTEGER NOT NULL CHECK (deposit_required >= 0),
  valid_bet_required INTEGER NOT NULL CHECK (valid_bet_required >= 0),
  keep_deposit INTEGER NOT NULL CHECK (keep_deposit >= 0),
  keep_valid_bet INTEGER NOT NULL CHECK (keep_valid_bet >= 0),
  upgrade_gift INTEGER NOT NULL CHECK (upgrade_gift >= 0)
);
-- The member's level and since when (the keep review happens one period after `since`);
-- start_level is where the member started (their club label's rank): no gifts up to it.
CREATE TABLE member_vip (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  level INTEGER NOT NULL REFERENCES vip_levels(level),
  since INTEGER NOT NULL,
  start_level INTEGER NOT NULL DEFAULT 0
);
-- One gift per member and level, ever (its row lands in the gift's ledger batch).
CREATE TABLE vip_gifts (
  member_id INTEGER NOT NULL REFERENCES members(id),
  level INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, level)
);
INSERT INTO vip_levels (level, name, color, color2, deposit_required, valid_bet_required, keep_deposit, keep_valid_bet, upgrade_gift) VALUES
  (0, 'Member', '#6b7280', '#d1d5db', 0, 0, 0, 0, 0),
  (1, 'Bronze', '#8c5a2b', '#e0a96d', 100000, 1000000, 0, 500000, 20000),
  (2, 'Silver', '#6b7b8c', '#cfd8e3', 1000000, 10000000, 0, 5000000, 100000),
  (3, 'Gold', '#b8860b', '#ffd700', 5000000, 50000000, 1000000, 25000000, 300000),
  (4, 'Platinum', '#4b6584', '#a5b1c2', 20000000, 200000000, 5000000, 100000000, 1000000),
  (5, 'Diamond', '#1e5aa8', '#8ec5ff', 50000000, 500000000, 10000000, 250000000, 3000000),
  (6, 'Royal', '#6d28d9', '#c4b5fd', 100000000, 1000000000, 20000000, 500000000, 8000000);
