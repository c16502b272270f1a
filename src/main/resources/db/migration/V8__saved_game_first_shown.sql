-- The second clock: when a game's grid was first sent to a browser. Elapsed time (what the daily
-- leaderboard ranks) runs from here to the finish, pauses included. Games stored before this column
-- were shown when they were created, so that is their best known start.
ALTER TABLE saved_game ADD COLUMN first_shown_at TIMESTAMP WITH TIME ZONE;

UPDATE saved_game SET first_shown_at = created_at;
