-- Glicko-2 ratings from daily results (stats.RatingService). Each UTC day is one rating period,
-- rated once after it ends; its row here says it is done, so a period is never rated twice.
-- Portable between H2 and PostgreSQL.
CREATE TABLE rating_period (
    period_day DATE                     NOT NULL PRIMARY KEY,
    rated_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    games      INT                      NOT NULL
);

-- A player's rating after each period they played in: the latest row is the current rating (its
-- deviation grows by the idle periods since), the rows together are the history. Rows go with
-- their player.
CREATE TABLE player_rating (
    player_id  BIGINT           NOT NULL REFERENCES player (id) ON DELETE CASCADE,
    period_day DATE             NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      INT              NOT NULL,
    CONSTRAINT player_rating_pk PRIMARY KEY (player_id, period_day)
);

CREATE INDEX player_rating_day ON player_rating (period_day);

-- A daily puzzle's rating from the same fit, with the games it has had in all, and its clean solves
-- and their median play time as of its last rated period: what the daily page compares a puzzle
-- with, among the others of its size and level, without reading every solve. A puzzle does not
-- change, so its deviation does not grow while nobody plays it.
CREATE TABLE puzzle_rating (
    daily_puzzle_id BIGINT           NOT NULL PRIMARY KEY REFERENCES daily_puzzle (id),
    grid_size       INT              NOT NULL,
    difficulty      VARCHAR(16)      NOT NULL,
    variant         VARCHAR(32)      NOT NULL,
    period_day      DATE             NOT NULL,
    rating          DOUBLE PRECISION NOT NULL,
    deviation       DOUBLE PRECISION NOT NULL,
    volatility      DOUBLE PRECISION NOT NULL,
    games           INT              NOT NULL,
    clean_solves    INT              NOT NULL,
    median_millis   BIGINT
);

CREATE INDEX puzzle_rating_kind ON puzzle_rating (grid_size, difficulty, variant);
