-- My account (SPEC §2.7 securityCenter, §3 profile fields named by interface text, §5.3 "Birthday:
-- the user must confirm being 21"): one row of profile fields per member; the birthday is set once,
-- with the moment the member confirmed being 21.
CREATE TABLE member_profile (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  birthday TEXT CHECK (birthday IS NULL OR birthday GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  age_confirmed_at INTEGER,
  nationality TEXT,
  place_of_birth TEXT,
  permanent_address TEXT,
  current_address TEXT,
  occupation TEXT,
  source_of_income TEXT,
  telegram TEXT,
  updated_at INTEGER NOT NULL
);
-- Authenticator enrollment: a secret waits here until the member proves it with a code.
ALTER TABLE member_security ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE member_security ADD COLUMN totp_pending_at INTEGER;
-- The device of a session (browser and system, from its User-Agent) for the list of sign-ins.
ALTER TABLE sessions ADD COLUMN device TEXT;
