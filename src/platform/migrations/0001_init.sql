-- Sandbox platform schema, version 1: members, sessions, login throttling, captchas,
-- double-entry wallet ledger, system status, banners and promotions.
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE COLLATE NOCASE,
  nickname TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  type INTEGER NOT NULL DEFAULT 0,
  upline_id INTEGER REFERENCES members(id),
  member_label TEXT,
  club_label_json TEXT,
  referral_code TEXT,
  first_login INTEGER NOT NULL DEFAULT 1,
  password_changed_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX members_upline ON members(upline_id);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX sessions_member ON sessions(member_id);

CREATE TABLE login_failures (
  account TEXT PRIMARY KEY COLLATE NOCASE,
  failures INTEGER NOT NULL,
  last_failed_at INTEGER NOT NULL
);

CREATE TABLE captchas (
  captcha_key TEXT PRIMARY KEY,
  answer_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Ledger: every movement is a transaction whose entries sum to zero; a member account's balance
-- can never go negative (CHECK), the house account may.
CREATE TABLE ledger_accounts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER REFERENCES members(id),
  kind TEXT NOT NULL,
  currency TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0,
  allow_negative INTEGER NOT NULL DEFAULT 0,
  CHECK (allow_negative = 1 OR balance >= 0),
  UNIQUE (member_id, kind, currency)
);
CREATE TABLE ledger_transactions (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
  account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  amount INTEGER NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries(account_id);

CREATE TABLE system_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE banners (
  banner_id INTEGER PRIMARY KEY,
  group_name TEXT NOT NULL,
  url TEXT NOT NULL,
  title TEXT NOT NULL,
  linkage_type TEXT,
  link TEXT,
  sequence INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  type TEXT NOT NULL,
  tags_json TEXT NOT NULL,
  images_json TEXT NOT NULL,
  sequence INTEGER NOT NULL DEFAULT 0
);
