-- Whether a solve was gold (issue 40): clean, live marks off while digits stood, no Smart fill, as
-- the server counted it. Empty for a record made before this version, whose assists are unknown:
-- it is never gold. Portable between H2 and PostgreSQL.
ALTER TABLE solve_record ADD COLUMN gold BOOLEAN;
