-- Shared money rules used by several areas (member center, rewards, lottery, agent center):
-- the payment password (SPEC §2.7 withdraw; §7.2 passwordCheck/ calls), turnover requirements
-- (DOMAIN.md §3) and uploaded files (R2 object keys with their owner). Times are ms since epoch;
-- amounts are integer minor units.

-- Payment password of a member (Argon2id PHC string) and its wrong-attempt counter: after
-- PAYMENT_PASSWORD_MAX_ATTEMPTS wrong answers it is locked until locked_until. The counter is
-- updated atomically in the same statement that reads it (src/platform/payment-password.ts).
CREATE TABLE payment_passwords (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  password_hash TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0,
  set_at INTEGER NOT NULL
);

-- Turnover (rollover) requirements: each deposit or bonus adds amount × rate of valid bet that
-- must be wagered before a withdrawal. `source` + `source_id` make adding one idempotent
-- (deposit:123, bonus:raffle-9).
CREATE TABLE turnover_requirements (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  source TEXT NOT NULL,
  source_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  created_at INTEGER NOT NULL,
  UNIQUE (source, source_id)
);
CREATE INDEX turnover_requirements_member ON turnover_requirements(member_id, created_at);

-- Uploaded images (withdrawal proof, activity application): the R2 key, its owner and purpose.
-- Served only to their owner.
CREATE TABLE uploaded_files (
  key TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  purpose TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size INTEGER NOT NULL CHECK (size > 0 AND size <= 5242880),
  created_at INTEGER NOT NULL
);
CREATE INDEX uploaded_files_member ON uploaded_files(member_id, purpose);
