-- Ranked finishes held by screening (issue 41 part 5, stats.RankedScreening): a rated puzzle, a
-- timed pool's draw or a three-minute run's puzzle whose clean solve no person can have made (under
-- the typing floor, at a machine's rhythm, under the work its puzzle needs, far under the others'
-- times) waits here for a moderator; the mode that asked is told the decision by an event
-- (stats.RankedHoldDecided) and only then counts it, or never. One row per game. player_id is the
-- account's id, NULL for a guest (the review queue shows "a guest"). held_because is Screening's
-- review value; decision is NULL while waiting, then CLEARED or REJECTED. Portable between H2 and
-- PostgreSQL.
CREATE TABLE ranked_hold (
    game_id        UUID                     NOT NULL PRIMARY KEY,
    mode           VARCHAR(24)              NOT NULL,
    player_id      BIGINT REFERENCES player (id) ON DELETE CASCADE,
    grid_size      INT                      NOT NULL,
    difficulty     VARCHAR(16)              NOT NULL,
    variant        VARCHAR(16)              NOT NULL,
    puzzle_id      VARCHAR(1000)            NOT NULL,
    play_millis    BIGINT                   NOT NULL,
    elapsed_millis BIGINT                   NOT NULL,
    finished_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    held_because   VARCHAR(32)              NOT NULL,
    decision       VARCHAR(16),
    decided_at     TIMESTAMP WITH TIME ZONE
);

CREATE INDEX ranked_hold_waiting ON ranked_hold (decision, finished_at);
CREATE INDEX ranked_hold_player ON ranked_hold (player_id);

-- A rated attempt's standing once finished: NULL when it counts, HELD while screening holds it
-- (finished, but neither rating moved), REJECTED when a moderator left it off for good. play_millis
-- is its game's play time, the yardstick for the next players of the same puzzle.
ALTER TABLE practice_attempt ADD COLUMN held VARCHAR(16);
ALTER TABLE practice_attempt ADD COLUMN play_millis BIGINT;
