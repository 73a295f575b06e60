-- Sign-up and sign-in data (SPEC §3 registration user object, §4 registration,
-- affiliate, SMS button, human verification; §7.1 register, register/mobile, affiliate check).

-- Profile fields of the registration user object. mobile_num is E.164 (+84901234567), unique
-- when present: it is the sign-in name of SMS login and the recipient of SMS codes.
ALTER TABLE members ADD COLUMN mobile_num TEXT;
ALTER TABLE members ADD COLUMN payee_name TEXT;
ALTER TABLE members ADD COLUMN email TEXT COLLATE NOCASE;
ALTER TABLE members ADD COLUMN id_number TEXT;
ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
ALTER TABLE members ADD COLUMN affiliate_code TEXT;
ALTER TABLE members ADD COLUMN register_method TEXT;
ALTER TABLE members ADD COLUMN register_url TEXT;
ALTER TABLE members ADD COLUMN domain TEXT;
-- Contact handles the server rules know (qqNum, line, whatsapp, zalo, facebook, wechat,
-- recommenderId) as one JSON object: no visible inputs, kept only when sent.
ALTER TABLE members ADD COLUMN contacts_json TEXT;
CREATE UNIQUE INDEX members_mobile ON members(mobile_num) WHERE mobile_num IS NOT NULL;

-- Affiliate (invitation) codes of agents (SPEC §4 affiliate). `domain` binds a code to a site:
-- a visitor on that domain registers under it without typing the code.
CREATE TABLE affiliates (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  agent_id INTEGER NOT NULL REFERENCES members(id),
  domain TEXT,
  enabled INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX affiliates_domain ON affiliates(domain) WHERE domain IS NOT NULL;

-- Spent human-verification (ALTCHA) challenges, by signature, until they expire: a solution is
-- accepted once. Times in ms since epoch.
CREATE TABLE spent_challenges (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
