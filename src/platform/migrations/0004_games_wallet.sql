-- Sandbox platform schema, games and wallet (SPEC §3, §7.2; DESIGN.md "Ledger"): the game catalog (vendors, games),
-- favorites and recent games, seamless-wallet transactions by provider transaction id, game
-- rounds (the betting records), provably-fair seeds of the in-house games, and a uniqueness rule
-- for the system (house, vendor) ledger accounts.
-- Triggers are written on one line each: the test helper splits statements at ";" + newline.

-- One system account per kind and currency (SQLite treats NULL member_id values as distinct, so
-- the table's UNIQUE does not cover them).
CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts(kind, currency) WHERE member_id IS NULL;

-- Vendors (SPEC §3 vendor category: gameCategory, vendors; game card vassalage).
-- launch_kind decides the launcher's path (SPEC §2.10): iframe (/game), seamless (/seamless),
-- lottery (/lottery), vnlottery (/vnlottery), window (separate window, SEA lottery).
-- wallet_type: seamless (pays from the main wallet per bet) or transfer (own wallet, GCS_walletTransfer).
CREATE TABLE game_vendors (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  game_category TEXT NOT NULL,
  game_classify TEXT NOT NULL,
  logo TEXT NOT NULL,
  launch_kind TEXT NOT NULL CHECK (launch_kind IN ('iframe', 'seamless', 'lottery', 'vnlottery', 'window')),
  wallet_type TEXT NOT NULL DEFAULT 'seamless' CHECK (wallet_type IN ('seamless', 'transfer')),
  maintenance INTEGER NOT NULL DEFAULT 0,
  is_new INTEGER NOT NULL DEFAULT 0,
  sequence INTEGER NOT NULL DEFAULT 0
);

-- Games (SPEC §3 game card and game). node_id is the catalog node; game_type LOTT/ELOTT open the
-- lottery page; is_game VASSALAGE opens a popup game list (its games are not listed in the grid);
-- min_bet in minor units.
CREATE TABLE games (
  node_id INTEGER PRIMARY KEY,
  vendor TEXT NOT NULL REFERENCES game_vendors(code),
  game_code TEXT NOT NULL,
  name TEXT NOT NULL,
  game_type TEXT NOT NULL,
  game_classify TEXT NOT NULL,
  is_game TEXT,
  is_hot INTEGER NOT NULL DEFAULT 0,
  listed INTEGER NOT NULL DEFAULT 1,
  image TEXT NOT NULL,
  image2 TEXT,
  min_bet INTEGER NOT NULL DEFAULT 0 CHECK (min_bet >= 0),
  maintenance INTEGER NOT NULL DEFAULT 0,
  default_play_type TEXT,
  account_type_name TEXT NOT NULL DEFAULT 'MAIN',
  popularity INTEGER NOT NULL DEFAULT 0,
  sequence INTEGER NOT NULL DEFAULT 0,
  UNIQUE (vendor, game_code)
);
CREATE INDEX games_classify ON games(game_classify, sequence);
CREATE INDEX games_vendor ON games(vendor, sequence);

-- Favorites (SPEC §4: nodeId, vendor, gameType) and recently launched games, per member.
CREATE TABLE favorite_games (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  vendor TEXT NOT NULL,
  game_type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE recent_games (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL REFERENCES games(node_id),
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

-- Game rounds = betting records (round, game, stake, payout, status, time). Amounts in minor units.
-- A round is open after its bet, then settled (win, possibly 0) or rolled back, never both.
CREATE TABLE game_rounds (
  id INTEGER PRIMARY KEY,
  vendor TEXT NOT NULL,
  round_id TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER,
  game_code TEXT NOT NULL,
  stake INTEGER NOT NULL CHECK (stake > 0),
  payout INTEGER NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'rolled_back')),
  detail_json TEXT,
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  UNIQUE (vendor, round_id)
);
CREATE INDEX game_rounds_member ON game_rounds(member_id, created_at);
-- A closed round cannot change again: the seamless wallet's win and rollback update the round in
-- the same batch as their ledger transaction, so this aborts the whole movement.
CREATE TRIGGER game_rounds_closed BEFORE UPDATE ON game_rounds WHEN OLD.status <> 'open' BEGIN SELECT RAISE(ABORT, 'ledger_abort:already_settled'); END;

-- Seamless-wallet calls by provider transaction id (bet, win, rollback), unique per vendor.
CREATE TABLE seamless_transactions (
  vendor TEXT NOT NULL,
  tx_id TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('bet', 'win', 'rollback')),
  member_id INTEGER NOT NULL REFERENCES members(id),
  round_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  ref_tx_id TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (vendor, tx_id)
);

-- Provably-fair seeds of the in-house games, one active pair per member: the server seed is
-- secret until rotation (revealed_at set); its SHA-256 is shown before every round.
CREATE TABLE fair_seeds (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  nonce INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  revealed_at INTEGER
);
CREATE UNIQUE INDEX fair_seeds_active ON fair_seeds(member_id) WHERE revealed_at IS NULL;
