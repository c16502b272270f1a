-- When the server applied each move of a game, in milliseconds of its play clock (see game/MoveHistory):
-- four bytes a move, big-endian, beside the move of the same place in moves. They come back with the
-- game after a restart. Null in rows stored before; their moves count as not timed.
-- Portable between H2 and PostgreSQL (BYTEA as in V2).
ALTER TABLE saved_game ADD COLUMN move_times BYTEA;
