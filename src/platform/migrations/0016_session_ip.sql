-- The IP a session was signed in from, for "recent sign-ins" in my account (SPEC §2.7
-- securityCenter). NULL for sessions created before this column or without a forwarded IP.
ALTER TABLE sessions ADD COLUMN ip TEXT;
