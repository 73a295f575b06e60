-- Account security (SPEC §2.5, §4 free play): registered IPs and two-step verification, the second
-- factors of a member, temporary passwords of the forgot-by-e-mail flow, and free-play devices.
-- Times are ms since epoch.

-- IPs a member has signed in from (or registered from); a sign-in from any other IP needs the
-- two-step verification of SPEC §2.5. 'unknown' stands for a request the edge sent without an IP.
CREATE TABLE member_ips (
  member_id INTEGER NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  registered_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- Second factors of a member beyond the e-mail and mobile number on members (migration 0003):
-- the TOTP secret (base32, RFC 6238) with the last time step used (no replay), and the bank
-- account name.
CREATE TABLE member_security (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  totp_secret TEXT,
  totp_last_step INTEGER,
  bank_account_name TEXT
);

-- Pending two-step verifications: the login succeeded from a new IP; only the SHA-256 of the
-- challenge id is kept. The flags of the login answer wait here until the second step succeeds.
CREATE TABLE two_factor_challenges (
  id_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  ip TEXT NOT NULL,
  password_expired INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX two_factor_challenges_member ON two_factor_challenges (member_id);

-- Forgot by e-mail: one temporary password per member (Argon2id PHC), usable once to sign in;
-- the old password keeps working until the member changes it.
CREATE TABLE password_resets (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  temp_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

-- Free play: the SHA-256 of the random string of a guest device → its trial member (type 4).
CREATE TABLE trial_devices (
  device_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL UNIQUE REFERENCES members(id),
  created_at INTEGER NOT NULL
);
