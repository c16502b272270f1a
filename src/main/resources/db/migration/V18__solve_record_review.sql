-- A solve faster than anyone can type its grid is kept but held back from leaderboards, ratings and
-- played difficulty until a person looks at it (stats.Screening): review is 'UNDER_REVIEW' then, and
-- empty for every solve that counts. Portable between H2 and PostgreSQL.
ALTER TABLE solve_record ADD COLUMN review VARCHAR(16);
