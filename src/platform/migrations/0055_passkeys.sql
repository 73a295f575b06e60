-- Passkeys (WebAuthn discoverable credentials) of a member: a second way to sign in and a second
-- step from an unregistered IP (SPEC §2.5). Times are ms since epoch.

-- One row a passkey. credential_id is the authenticator's id (base64url, unique across members);
-- public_key the COSE key (base64url); counter the last signature counter seen (a lower or equal
-- one from an authenticator that counts is refused: a cloned key); name is the member's label.
CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_member ON passkeys (member_id);

-- Pending WebAuthn challenges, single use (taken with DELETE … RETURNING) and short-lived. The key
-- is 'add:<member id>' for adding a passkey (one at a time per member), 'login:<sha256 of the
-- challenge id>' for a passkey sign-in, '2fa:<two-step challenge id hash>' for the second step.
CREATE TABLE passkey_challenges (
  challenge_key TEXT PRIMARY KEY,
  member_id INTEGER,
  challenge TEXT NOT NULL,
  ip TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
