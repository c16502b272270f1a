-- Learning (issue 43, learn.LearnService). Players are named as in practice_attempt (practice.PlayerKey:
-- 'g' and a guest's key, or 'a' and an account's id). Portable between H2 and PostgreSQL.

-- The games started from /learn: the technique each practises, or the stop of the beginner's path it
-- plays, so that its finish can move the player's progress. One of the two is set.
CREATE TABLE learn_game (
    game_id    UUID                     PRIMARY KEY,
    player_key VARCHAR(40)              NOT NULL,
    technique  VARCHAR(40),
    path_stop  INT,
    started_at TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT learn_game_one_aim CHECK ((technique IS NULL) <> (path_stop IS NULL))
);
CREATE INDEX learn_game_player ON learn_game (player_key);

-- Each player's clean solves in a row of a technique's practice puzzles; three mark it learnt, for good.
CREATE TABLE learn_progress (
    player_key VARCHAR(40)              NOT NULL,
    technique  VARCHAR(40)              NOT NULL,
    streak     INT                      NOT NULL,
    learnt_at  TIMESTAMP WITH TIME ZONE,
    PRIMARY KEY (player_key, technique)
);

-- How far each player is along the beginner's path: its stops solved, from the first, in order.
CREATE TABLE learn_path (
    player_key VARCHAR(40)              PRIMARY KEY,
    solved     INT                      NOT NULL,
    changed_at TIMESTAMP WITH TIME ZONE NOT NULL
);
