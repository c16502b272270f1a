-- Failed sign-ins, in the database so that every app node counts the same (see account/LoginAttempts).
-- A row per user name (in lower case, as typed, whether or not an account has it) and remote
-- address: the failures in a row of that pair and when the last one was, and when the name last
-- signed in from there (such an address is not slowed by failures elsewhere). The row with address
-- '*' counts the name's failures from everywhere. Rows without a recent failure or sign-in are
-- deleted on a schedule.
-- Portable between H2 and PostgreSQL.
CREATE TABLE login_failure (
    username_key    VARCHAR(64)              NOT NULL,
    address         VARCHAR(64)              NOT NULL,
    failures        INTEGER                  NOT NULL,
    last_failure_at TIMESTAMP WITH TIME ZONE,
    signed_in_at    TIMESTAMP WITH TIME ZONE,
    PRIMARY KEY (username_key, address)
);
