-- Guest games untouched for a while are deleted (see game/GuestGamePurge): the purge looks them up
-- by when they were last stored. Portable between H2 and PostgreSQL.
CREATE INDEX saved_game_updated ON saved_game (updated_at);
