-- One row per game played, kept after it ends. A player is known by a key: for now a random
-- browser cookie, later the account. The game is stored as the Keen ID of its puzzle, the
-- solution and the move history, so the board is rebuilt by replaying the moves.
-- Portable between H2 and PostgreSQL: BYTEA is PostgreSQL's binary type and an H2 alias of
-- VARBINARY; UUID and TIMESTAMP WITH TIME ZONE exist in both.
CREATE TABLE saved_game (
    id                    UUID                     NOT NULL PRIMARY KEY,
    player_key            VARCHAR(64)              NOT NULL,
    puzzle_id             VARCHAR(2000)            NOT NULL,
    difficulty            VARCHAR(16)              NOT NULL,
    variant               VARCHAR(32)              NOT NULL,
    -- Digits in reading order, comma-separated.
    solution              VARCHAR(400)             NOT NULL,
    -- Packed moves (see Moves.java), four bytes each, big-endian; the first move_cursor are applied.
    moves                 BYTEA                    NOT NULL,
    move_cursor           INT                      NOT NULL,
    elapsed_millis        BIGINT                   NOT NULL,
    checks                INT                      NOT NULL,
    hints                 INT                      NOT NULL,
    cells_revealed        INT                      NOT NULL,
    solution_revealed     BOOLEAN                  NOT NULL,
    remove_notes_on_place BOOLEAN                  NOT NULL,
    live_marks            BOOLEAN                  NOT NULL,
    paused                BOOLEAN                  NOT NULL,
    finished_at           TIMESTAMP WITH TIME ZONE,
    created_at            TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at            TIMESTAMP WITH TIME ZONE NOT NULL,
    row_version           BIGINT                   NOT NULL
);

CREATE INDEX saved_game_player_recent ON saved_game (player_key, updated_at);
