-- The coach's tally (issue 43, part 3; stats.HelpTechniques): for each finished game of an account,
-- the techniques its hints named and how many hints named each, so that /records can say which
-- techniques a player most often needed help with. Rows go with their player (ON DELETE CASCADE).
-- Portable between H2 and PostgreSQL.
CREATE TABLE help_technique (
    game_id     UUID                     NOT NULL,
    technique   VARCHAR(40)              NOT NULL,
    player_id   BIGINT                   NOT NULL REFERENCES player (id) ON DELETE CASCADE,
    hints       INT                      NOT NULL,
    finished_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (game_id, technique)
);
CREATE INDEX help_technique_player ON help_technique (player_id, finished_at);
