-- How a game was played besides checks, hints and reveals (issue 40): hints by level (hints keeps
-- every level; why_hints and digit_hints the deeper ones), the presses of the three note tools, and
-- whether live marks were on while a digit stood. A row stored before this version has its assists
-- unknown (assists_recorded false), and its game is never a gold solve; the game inserts true.
-- play_settings remembers an account's play settings from game to game, the daily's included.
-- Portable between H2 and PostgreSQL.
ALTER TABLE saved_game ADD COLUMN why_hints INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE saved_game ADD COLUMN digit_hints INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE saved_game ADD COLUMN notes_filled INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE saved_game ADD COLUMN notes_smart_filled INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE saved_game ADD COLUMN notes_cleared INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE saved_game ADD COLUMN live_marks_seen BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE saved_game ADD COLUMN assists_recorded BOOLEAN DEFAULT FALSE NOT NULL;

CREATE TABLE play_settings (
    player_id BIGINT PRIMARY KEY,
    remove_notes_on_place BOOLEAN NOT NULL,
    live_marks BOOLEAN NOT NULL,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL
);
