-- Which numbered moves a game took from which page (see game/MoveReceipts): "epoch;page:id,page:id",
-- at most 32 pages of at most 24 characters. A browser that lost an answer, was reloaded or outlived
-- a restart of the server sends its waiting moves again; the row says which it already has, in the
-- same write as the moves themselves, so that none is applied twice. Null in rows stored before.
ALTER TABLE saved_game ADD COLUMN move_receipts VARCHAR(1200);
