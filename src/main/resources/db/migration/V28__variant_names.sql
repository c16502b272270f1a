-- A kind's stored name now carries a merged cut's mean and the operations' weights
-- (MERGE40_ADD_SUB_EXTENDED_XOR_W42310 takes 35 characters), over the 32 the columns held.
-- SET DATA TYPE is read by both H2 and PostgreSQL; the indexes on these columns stay.
ALTER TABLE saved_game ALTER COLUMN variant SET DATA TYPE VARCHAR(64);
ALTER TABLE daily_puzzle ALTER COLUMN variant SET DATA TYPE VARCHAR(64);
ALTER TABLE solve_record ALTER COLUMN variant SET DATA TYPE VARCHAR(64);
ALTER TABLE puzzle_rating ALTER COLUMN variant SET DATA TYPE VARCHAR(64);
