-- The player's language (a BCP 47 tag the site speaks, such as de or ja), chosen in the header
-- (issue 44); null follows the browser. Portable between H2 and PostgreSQL.
ALTER TABLE player ADD COLUMN language VARCHAR(16);
