-- The keys every account's names are compared by (account/Names): the user name's and the display
-- name's, each reduced to its look-alike skeleton (Unicode TR39) in two ways, so that a new name
-- that looks like any other player's is refused. Keys need Java (ICU's confusables), so
-- account/NameKeysAtStart fills them in at start for the accounts that have none, and makes them all
-- again when the stamp below names another version of ICU or of the scheme. No unique index: names
-- that were alike before this stay as they are.
-- Portable between H2 and PostgreSQL.
CREATE TABLE player_name_key (
    player_id BIGINT       NOT NULL REFERENCES player (id) ON DELETE CASCADE,
    name_key  VARCHAR(300) NOT NULL,
    PRIMARY KEY (player_id, name_key)
);

CREATE INDEX player_name_key_name_key ON player_name_key (name_key);

-- Which version of account/Names made the keys; none yet. A row from the start, so that nodes
-- starting together wait on its lock rather than race to insert it.
INSERT INTO app_info (info_key, info_value) VALUES ('name-keys', 'none yet');
