-- The daily reminder a player chose on /account (reminder.Reminders): a mail if they have not
-- played the day's daily by remind_at, their local time. A row means on; turning it off or
-- unsubscribing deletes it. last_sent_on is the player's local day of the last mail, so that a
-- day gets one at most. Rows go with their player. Portable between H2 and PostgreSQL.
CREATE TABLE daily_reminder (
    player_id    BIGINT PRIMARY KEY REFERENCES player (id) ON DELETE CASCADE,
    remind_at    TIME NOT NULL,
    last_sent_on DATE
);
