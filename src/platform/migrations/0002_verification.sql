-- Sandbox SMS / e-mail outbox, one-time verification codes and rate-limit counters
-- (DESIGN.md "SMS and e-mail in the sandbox go to an outbox"; SPEC §4 SMS button, §8 phone errors).

-- Every message the sandbox "sends": the e2e tests and the dev page read codes from here.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient TEXT NOT NULL,
  purpose TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, id);

-- One live code per (purpose, recipient); only its SHA-256 is kept. Times in ms since epoch.
CREATE TABLE verification_codes (
  purpose TEXT NOT NULL,
  recipient TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (purpose, recipient)
);

-- Fixed-window counters: key like 'login:ip:1.2.3.4', window start in ms, hits in the window.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
