-- Grids up to 16×16: a solution written as digits and commas takes up to 623 characters there (256
-- digits, 112 of them two long, and 255 commas), over the 400 that held a 12×12's 323. Without this
-- every save of a 13×13 to 16×16 game failed. SET DATA TYPE is read by both H2 and PostgreSQL.
ALTER TABLE saved_game ALTER COLUMN solution SET DATA TYPE VARCHAR(1000);
ALTER TABLE daily_puzzle ALTER COLUMN solution SET DATA TYPE VARCHAR(1000);
