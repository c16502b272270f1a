-- "Keep me logged in": Spring Security's persistent remember-me tokens, in the table and columns
-- that its JdbcTokenRepositoryImpl reads and writes. A browser's cookie holds a series (fixed for
-- that browser) and a token (replaced at each use); a cookie whose series is known but whose token
-- is not was copied, and ends every token of the account. Logging out, a new password and a deleted
-- account delete the account's rows.
-- "username" holds the account's id in decimal, not its name: ids are never reused, names are, so
-- no token can sign in a later account that took a deleted one's name.
-- Portable between H2 and PostgreSQL.
CREATE TABLE persistent_logins (
    username  VARCHAR(64) NOT NULL,
    series    VARCHAR(64) PRIMARY KEY,
    token     VARCHAR(64) NOT NULL,
    last_used TIMESTAMP   NOT NULL
);

CREATE INDEX persistent_logins_username ON persistent_logins (username);
