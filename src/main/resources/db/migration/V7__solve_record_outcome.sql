-- How a recorded game ended, and a second time. outcome replaces the clean flag: CLEAN (no help),
-- ASSISTED (a check, a hint or a revealed cell) or GIVEN_UP (the solution revealed), which is no
-- solve and counts in no record. millis stays the play time (the game's clock, which runs only
-- while the grid is in play); elapsed_millis is the wall time from the grid first being sent to a
-- browser until the finish, which daily leaderboards rank by.
-- Portable between H2 and PostgreSQL.
ALTER TABLE solve_record ADD COLUMN outcome VARCHAR(16);
ALTER TABLE solve_record ADD COLUMN elapsed_millis BIGINT;

-- The wall time of games recorded before this migration was never kept: their play time stands in
-- for it, so they rank on leaderboards as they did before.
UPDATE solve_record SET outcome = CASE WHEN clean THEN 'CLEAN' ELSE 'ASSISTED' END, elapsed_millis = millis;

-- "Reveal solution" used to end a game as an assisted solve. It was giving up.
UPDATE solve_record SET outcome = 'GIVEN_UP'
WHERE game_id IN (SELECT id FROM saved_game WHERE solution_revealed = TRUE);

ALTER TABLE solve_record ALTER COLUMN outcome SET NOT NULL;
ALTER TABLE solve_record ALTER COLUMN elapsed_millis SET NOT NULL;
ALTER TABLE solve_record ADD CONSTRAINT solve_record_outcome CHECK (outcome IN ('CLEAN', 'ASSISTED', 'GIVEN_UP'));

-- The index for leaderboards named clean; it now serves the ranking by wall time.
DROP INDEX solve_record_daily;
ALTER TABLE solve_record DROP COLUMN clean;
CREATE INDEX solve_record_daily ON solve_record (daily_puzzle_id, outcome, elapsed_millis);
