-- A number that goes up with each new password. A signed-in session remembers the number it
-- signed in with; a session on any app node that finds another one in the row (or no row: the
-- account was deleted) is ended (see account/SessionVersionCheck).
-- Portable between H2 and PostgreSQL.
ALTER TABLE player ADD COLUMN session_version BIGINT DEFAULT 0 NOT NULL;
