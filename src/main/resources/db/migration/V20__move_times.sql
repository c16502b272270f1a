-- When the server applied each move of a game, in milliseconds of its play clock (see game/MoveHistory):
-- four bytes a move, big-endian, beside the move of the same place in moves. They come back with the
-- game after a restart, and a solve's rhythm is judged by them (stats/Rhythm). Null in rows stored
-- before; their moves count as not timed.
--
-- solve_record.review (V18) gains two values, 'RHYTHM_REGULAR' and 'RHYTHM_BURSTS', for a clean solve
-- whose moves came at a machine's pace; held back from the boards as an 'UNDER_REVIEW' one is. No
-- change to that column: the boards ask only whether it is empty.
-- Portable between H2 and PostgreSQL (BYTEA as in V2).
ALTER TABLE saved_game ADD COLUMN move_times BYTEA;
