-- The fastest clean solves of one kind (size, level, variant) across players, for the records
-- page's board by kind: without it every look at the board reads the whole table.
-- Portable between H2 and PostgreSQL.
CREATE INDEX solve_record_kind ON solve_record (grid_size, difficulty, variant, outcome, millis);
