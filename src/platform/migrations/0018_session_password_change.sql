-- A session signed in with a password that must change (default, expired or temporary; SPEC §4
-- "forced password change") may only change it, read who it is and sign out until it does: the
-- platform refuses every other token call (src/platform/index.ts), not just the portal's modal.
ALTER TABLE sessions ADD COLUMN password_change_due INTEGER NOT NULL DEFAULT 0;
