-- The browsers signed in to each account, for the account page's list (see account/SignedInBrowsers):
-- a row per signed-in HTTP session, on whichever node it lives, deleted when the session ends.
-- "session_key" is a random value kept in the session, not its id, which is a secret and changes.
-- "last_seen_at" moves at most every few minutes; rows of a node that died are deleted once no
-- session could still be alive.
-- Portable between H2 and PostgreSQL.
CREATE TABLE signed_in_session (
    session_key  VARCHAR(64)              PRIMARY KEY,
    player_id    BIGINT                   NOT NULL REFERENCES player (id) ON DELETE CASCADE,
    signed_in_at TIMESTAMP WITH TIME ZONE NOT NULL,
    last_seen_at TIMESTAMP WITH TIME ZONE NOT NULL,
    address      VARCHAR(64)              NOT NULL,
    browser      VARCHAR(100)             NOT NULL
);

CREATE INDEX signed_in_session_player ON signed_in_session (player_id);
