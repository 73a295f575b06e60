-- Agent center (SPEC §2.8, §3 contract and real-time salary, §4 contract states; DOMAIN.md §2):
-- contracts between an upline and a direct downline, their requests (new, terminate), and the
-- payouts the settlement jobs made, one per contract and period. Rates are basis points
-- (1/10,000: 150 = 1.5 %), amounts integer minor units, times ms since epoch.
-- upline_id NULL means the house granted the contract (the top agents' own contracts).
CREATE TABLE agent_contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL CHECK (type IN ('dividend', 'daily', 'hourly', 'realtime')),
  upline_id INTEGER REFERENCES members(id),
  downline_id INTEGER NOT NULL REFERENCES members(id),
  tiers_json TEXT NOT NULL,
  period TEXT CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'rejected', 'terminated', 'expired')),
  created_at INTEGER NOT NULL,
  accepted_at INTEGER,
  ended_at INTEGER,
  end_reason TEXT
);
CREATE UNIQUE INDEX agent_contracts_one_pending ON agent_contracts(downline_id, type) WHERE status = 'pending';
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts(downline_id, type) WHERE status = 'active';
CREATE INDEX agent_contracts_upline ON agent_contracts(upline_id, type, status);

-- Requests on a contract (SPEC §4: new contract and termination); a termination waits for the
-- other side's confirmation. At most one open request of a kind per contract.
CREATE TABLE agent_contract_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  contract_id INTEGER NOT NULL REFERENCES agent_contracts(id),
  kind TEXT NOT NULL CHECK (kind IN ('new', 'terminate')),
  from_id INTEGER REFERENCES members(id),
  status TEXT NOT NULL CHECK (status IN ('open', 'accepted', 'rejected')),
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE UNIQUE INDEX agent_contract_requests_open ON agent_contract_requests(contract_id, kind) WHERE status = 'open';

-- Payouts of the settlement jobs (wage and bonus/dividend records): one per contract and period
-- key, written in the same batch as its ledger transaction (key agent-payout:<contract>:<period>).
CREATE TABLE agent_payouts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  contract_id INTEGER NOT NULL REFERENCES agent_contracts(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  type TEXT NOT NULL,
  period_key TEXT NOT NULL,
  base INTEGER NOT NULL,
  rate INTEGER NOT NULL,
  gross INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (contract_id, period_key)
);
CREATE INDEX agent_payouts_member ON agent_payouts(member_id, type, created_at);
