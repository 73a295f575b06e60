-- Referral (invite friends, SPEC §2.4 refer and earn, §2.7 referral): whether the
-- referral promotion is on. A member's code is their account; a friend who registers with it
-- keeps it in members.referral_code.
CREATE TABLE referral_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  enabled INTEGER NOT NULL DEFAULT 1
);
INSERT INTO referral_config (id, enabled) VALUES (1, 1);
CREATE INDEX members_referral_code ON members(referral_code);
