-- "Not received" answers to a paid withdrawal (SPEC §4 withdrawal confirmation: "not received
-- (proof images needed)"): the proof images' R2 keys (uploaded_files, migration 0007). A disputed
-- withdrawal is not confirmed automatically; support settles it.
CREATE TABLE withdrawal_disputes (
  withdrawal_id INTEGER PRIMARY KEY REFERENCES withdrawals(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  keys_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
