-- Activity applications (SPEC §3 activity application, §4 activity statuses, §5.3 activity rules): a signed-in member's "Join now" on a promotion files one application with an
-- optional comment (at most 140 characters) and up to 3 png/jpg images (R2, uploaded_files).
-- Status: applying until the operator decides (rejected, issued); claimed once paid.
CREATE TABLE promotion_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  comment TEXT NOT NULL DEFAULT '' CHECK (length(comment) <= 140),
  keys_json TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'rejected', 'issued', 'claimed')),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, promotion_id)
);
