-- The sandbox's card-room stand-in (src/platform/games/vendors/cards.ts; DOMAIN.md §4 "card rooms
-- move pots and rake between players"): hands of Tien Len in the PvP rooms of the lobby. Each
-- seated member's stake is one vendor bet (round = the hand) and is placed in the same batch as the
-- seat, so a stake is taken exactly when a seat is. Statements of a trigger body stay on one line:
-- the test helper splits this file at ";" + newline.

-- A hand: waiting for players, then dealt (the deal, the auto-played turns and the finishing order
-- are drawn at once and revealed over time), then settled; or cancelled before the deal.
CREATE TABLE sandbox_card_hands (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  vendor TEXT NOT NULL,
  game_code TEXT NOT NULL,
  room_id TEXT NOT NULL,
  stake INTEGER NOT NULL CHECK (stake > 0),
  status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'playing', 'settled', 'cancelled')),
  play_json TEXT,
  created_at INTEGER NOT NULL,
  dealt_at INTEGER,
  ends_at INTEGER
);
-- One waiting hand per room: members who join at the same time share it.
CREATE UNIQUE INDEX sandbox_card_hands_waiting ON sandbox_card_hands(vendor, room_id) WHERE status = 'waiting';
CREATE INDEX sandbox_card_hands_status ON sandbox_card_hands(status, ends_at);

-- A member's seat in a hand; `left_at` is set when the member leaves after the deal (the stake is forfeited).
CREATE TABLE sandbox_card_seats (
  hand_id INTEGER NOT NULL REFERENCES sandbox_card_hands(id),
  seat INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
  member_id INTEGER NOT NULL REFERENCES members(id),
  joined_at INTEGER NOT NULL,
  left_at INTEGER,
  PRIMARY KEY (hand_id, seat),
  UNIQUE (hand_id, member_id)
);
-- A seat is taken only in a hand still waiting: the stake's batch is refused once the hand is dealt.
CREATE TRIGGER sandbox_card_seats_waiting BEFORE INSERT ON sandbox_card_seats WHEN (SELECT status FROM sandbox_card_hands WHERE id = NEW.hand_id) <> 'waiting' BEGIN SELECT RAISE(ABORT, 'ledger_abort:cards_hand_started'); END;
