-- The reality check (DOMAIN.md §5): every N minutes of play a reminder with the time played and the
-- net result. 0 = off. Per member.
CREATE TABLE rg_settings (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  reality_check_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60))
);
