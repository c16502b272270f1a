-- The player's own time zone (an IANA id such as America/New_York, checked by ZoneId.of in
-- account.PlayerService), taken from the browser or chosen on /account. The daily streak counts
-- on this calendar (issue 40); null counts UTC days, as before. Portable between H2 and PostgreSQL.
ALTER TABLE player ADD COLUMN time_zone VARCHAR(64);
