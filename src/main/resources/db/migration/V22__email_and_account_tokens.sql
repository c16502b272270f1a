-- An account's email address, optional, set only once the player followed the link mailed to it:
-- "email" as the player wrote it (the domain in lower case), "email_key" all in lower case, unique,
-- so that one address gets back into one account at most.
ALTER TABLE player ADD COLUMN email VARCHAR(254);
ALTER TABLE player ADD COLUMN email_key VARCHAR(254);
CREATE UNIQUE INDEX player_email_key ON player (email_key);

-- Single-use links mailed to a player (see account/AccountTokens): to confirm an address
-- (purpose 'CONFIRM_EMAIL', with the address) or to set a new password ('RESET_PASSWORD'). Only
-- the SHA-256 of each token is kept: a copy of this table opens nothing. A used token keeps its
-- row until it expires, so that the rate of mails per account can be counted on every node.
CREATE TABLE account_token (
    token_hash VARCHAR(64)              PRIMARY KEY,
    player_id  BIGINT                   NOT NULL REFERENCES player (id) ON DELETE CASCADE,
    purpose    VARCHAR(16)              NOT NULL,
    email      VARCHAR(254),
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    expires_at TIMESTAMP WITH TIME ZONE NOT NULL,
    used_at    TIMESTAMP WITH TIME ZONE
);

CREATE INDEX account_token_player ON account_token (player_id, purpose, created_at);

-- Requests for a password reset link, counted per what was typed and per remote address (each
-- as a SHA-256, "to:..." or "from:..."), whether or not an account matched, so that every node
-- applies the same limit and the limit says nothing about which accounts exist.
CREATE TABLE reset_request (
    request_key  VARCHAR(64)              NOT NULL,
    requested_at TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE INDEX reset_request_key ON reset_request (request_key, requested_at);
