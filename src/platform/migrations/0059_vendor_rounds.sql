-- Card rooms (src/platform/games/vendors/cards.ts): a member leaving while the hand settles. The
-- settling pass decides the winner once (play_json's winner, in one guarded update); a member may
-- leave a dealt hand (their forfeit and the seat's left_at in one batch) only while no winner is
-- decided, so the leave and the decision are ordered by the database and the pot is paid once.
-- Statements of a trigger body stay on one line: the test helper splits this file at ";" + newline.
CREATE TRIGGER cards_seat_left_undecided BEFORE UPDATE OF left_at ON sandbox_card_seats WHEN NEW.left_at IS NOT NULL AND (SELECT status <> 'playing' OR json_extract(play_json, '$.winner') IS NOT NULL FROM sandbox_card_hands WHERE id = NEW.hand_id) BEGIN SELECT RAISE(ABORT, 'ledger_abort:cards_hand_over'); END;
