-- Everything the player did in a game, in order, with the play time of each (see game/PlayLog): digits,
-- erasures, notes, undo, redo, restarts, checks, hints, giving up. Eight bytes an event, big-endian: the
-- event, then its play time in milliseconds. A replay unfolds from it. Null in rows stored before; a game
-- begun before has no replay.
-- Portable between H2 and PostgreSQL (BYTEA as in V2).
ALTER TABLE saved_game ADD COLUMN play_log BYTEA;
