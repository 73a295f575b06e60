-- Responsible gaming (DOMAIN.md §5; SPEC §2.7 issue text item 5), enforced by the platform:
-- deposit, loss and wager limits per rolling day, week or month (a decrease applies at once; an
-- increase or a removal waits 24 hours and then a fresh confirmation), and time-outs and
-- self-exclusions (at once, never shortened). Amounts in minor units, times in ms since epoch.
CREATE TABLE rg_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- A requested increase (0 = remove the limit) that the member may confirm from pending_from on.
  pending_amount INTEGER CHECK (pending_amount >= 0),
  pending_from INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);

-- The active time-out or self-exclusion of a member; until NULL means indefinite.
CREATE TABLE rg_exclusions (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
  until INTEGER,
  created_at INTEGER NOT NULL
);
