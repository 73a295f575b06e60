-- Web Push notifications, opt-in (SPEC §2.7 member center settings): a member's push subscriptions,
-- one row per browser (endpoint), with the topics the member asked for on that browser and since
-- when (a topic tells only of events after it was turned on). Deliveries are keyed by event and
-- endpoint: the cron job claims a row before sending, so a rerun or a concurrent tick sends nothing
-- twice; a failed send is retried by later ticks at most 3 times in all.
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  locale TEXT NOT NULL,
  withdrawal_paid_since INTEGER,
  ticket_won_since INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_member ON push_subscriptions(member_id);

CREATE TABLE push_deliveries (
  event_key TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'failed', 'gone')),
  attempts INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (event_key, endpoint)
);
CREATE INDEX push_deliveries_updated ON push_deliveries(updated_at);
