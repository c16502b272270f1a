-- A daily puzzle's game: one per player and puzzle. Practice games leave daily_puzzle_id empty
-- (NULLs never clash in a unique index, on H2 or PostgreSQL).
ALTER TABLE saved_game ADD COLUMN daily_puzzle_id BIGINT REFERENCES daily_puzzle (id);

CREATE UNIQUE INDEX saved_game_daily ON saved_game (player_key, daily_puzzle_id);
