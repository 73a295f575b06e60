-- Rewards (SPEC §2.7 manualRebate, points shop, messageV2, feedback; DOMAIN.md §3).
-- Amounts in integer minor units; rates in basis points (1/10,000). Triggers on one line each.

-- Manual rebate: a rate per game category (game_vendors.game_classify) of the valid bet.
CREATE TABLE rebate_rates (
  category TEXT PRIMARY KEY,
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 500)
);
-- One claim per member and period start: the period runs from the last claim's end (0 at first)
-- to the claim time. The UNIQUE makes a concurrent second claim of the same period abort.
CREATE TABLE rebate_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  from_at INTEGER NOT NULL,
  to_at INTEGER NOT NULL,
  valid_bet INTEGER NOT NULL CHECK (valid_bet >= 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  detail_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, from_at)
);

-- Points (never expire, SPEC §9): earned per valid bet by category, points per 10,000 minor units.
CREATE TABLE point_rates (
  category TEXT PRIMARY KEY,
  points_per_10k INTEGER NOT NULL CHECK (points_per_10k >= 0)
);
-- Conversion to money: multiples of convert_points, each worth convert_amount; a daily cap.
CREATE TABLE point_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  convert_points INTEGER NOT NULL CHECK (convert_points > 0),
  convert_amount INTEGER NOT NULL CHECK (convert_amount > 0),
  daily_cap_points INTEGER NOT NULL CHECK (daily_cap_points > 0)
);
-- The points ledger: the balance is the sum; (source, source_id) makes every movement happen once.
CREATE TABLE point_entries (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  source TEXT NOT NULL CHECK (source IN ('bet', 'redeem', 'refund', 'convert', 'grant')),
  source_id TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points <> 0),
  created_at INTEGER NOT NULL,
  UNIQUE (source, source_id)
);
CREATE INDEX point_entries_member ON point_entries(member_id, created_at);
CREATE TRIGGER point_entries_no_overdraft BEFORE INSERT ON point_entries WHEN NEW.points < 0 AND (SELECT COALESCE(SUM(points), 0) FROM point_entries WHERE member_id = NEW.member_id) + NEW.points < 0 BEGIN SELECT RAISE(ABORT, 'ledger_abort:points_insufficient'); END;

-- Points shop items (SPEC §3 points item): points and amount (paid deposits) requirements,
-- quantity left, status; the name and remark are message keys of the rewards area.
CREATE TABLE point_items (
  id INTEGER PRIMARY KEY,
  name_key TEXT NOT NULL,
  remark_key TEXT,
  image TEXT,
  points_required INTEGER NOT NULL CHECK (points_required > 0),
  amount_required INTEGER NOT NULL DEFAULT 0 CHECK (amount_required >= 0),
  quantity INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  sequence INTEGER NOT NULL DEFAULT 0
);
CREATE TRIGGER point_items_sold_out BEFORE UPDATE OF quantity ON point_items WHEN NEW.quantity < 0 BEGIN SELECT RAISE(ABORT, 'ledger_abort:sold_out'); END;
-- Redemptions (SPEC §4 redeem statuses): process (in process), rejected (points returned), approved.
CREATE TABLE point_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  item_id INTEGER NOT NULL REFERENCES point_items(id),
  points INTEGER NOT NULL CHECK (points > 0),
  request_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'process' CHECK (status IN ('process', 'rejected', 'approved')),
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE TABLE point_converts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  request_id TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  day TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE TRIGGER point_converts_daily_cap BEFORE INSERT ON point_converts WHEN (SELECT COALESCE(SUM(points), 0) FROM point_converts WHERE member_id = NEW.member_id AND day = NEW.day) + NEW.points > (SELECT daily_cap_points FROM point_config WHERE id = 1) BEGIN SELECT RAISE(ABORT, 'ledger_abort:points_daily_cap'); END;

-- Platform messages (messageV2) and feedback (SPEC §5.3) with the platform's reply.
CREATE TABLE member_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX member_messages_member ON member_messages(member_id, created_at);
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  type TEXT NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other')),
  content TEXT NOT NULL,
  reply TEXT,
  created_at INTEGER NOT NULL,
  replied_at INTEGER
);
CREATE INDEX feedback_member ON feedback(member_id, created_at);

-- Config (an operator may change these rows).
INSERT INTO rebate_rates (category, rate_bp) VALUES ('sports', 80), ('esports', 80), ('cockfight', 50), ('live', 60), ('rng', 100), ('fish', 100), ('pvp', 50), ('elott', 30), ('inhouse', 100);
INSERT INTO point_rates (category, points_per_10k) VALUES ('sports', 10), ('esports', 10), ('cockfight', 5), ('live', 5), ('rng', 10), ('fish', 10), ('pvp', 5), ('elott', 5), ('inhouse', 10);
INSERT INTO point_config (id, convert_points, convert_amount, daily_cap_points) VALUES (1, 100, 10000, 5000);
INSERT INTO point_items (id, name_key, remark_key, image, points_required, amount_required, quantity, status, sequence) VALUES
  (1, 'rewards_item_voucher', 'rewards_item_voucher_remark', '/rewards/voucher.svg', 50, 0, 100, 'active', 1),
  (2, 'rewards_item_headphones', 'rewards_item_delivery_remark', '/rewards/headphones.svg', 2000, 1000000, 20, 'active', 2),
  (3, 'rewards_item_phone', 'rewards_item_delivery_remark', '/rewards/phone.svg', 50000, 20000000, 2, 'active', 3),
  (4, 'rewards_item_tshirt', 'rewards_item_delivery_remark', '/rewards/tshirt.svg', 300, 0, 0, 'active', 4);
