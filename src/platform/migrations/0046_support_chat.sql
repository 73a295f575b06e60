-- The sandbox's customer-service chat (SPEC §6 live chat, §7.2 customer service): a member's messages to support and support's answers, one conversation per member. An
-- automatic acknowledgement is stored with `auto` = 1 and no body (the page shows it translated).
CREATE TABLE support_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  sender TEXT NOT NULL CHECK (sender IN ('member', 'support')),
  body TEXT NOT NULL CHECK (length(body) <= 1000),
  auto INTEGER NOT NULL DEFAULT 0 CHECK (auto IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX support_messages_member ON support_messages(member_id, id);
