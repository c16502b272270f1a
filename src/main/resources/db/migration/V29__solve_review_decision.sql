-- A moderator's decision on a held solve keeps why it was held and when it was decided, for the
-- player's own data (mydata): review is set to 'REJECTED' or emptied by the decision, which used to
-- lose the reason. held_because is the review value before the decision ('UNDER_REVIEW',
-- 'RHYTHM_…'); both are empty for a solve never decided, and for one decided before this version.
-- Portable between H2 and PostgreSQL.
ALTER TABLE solve_record ADD COLUMN held_because VARCHAR(16);
ALTER TABLE solve_record ADD COLUMN decided_at TIMESTAMP WITH TIME ZONE;
