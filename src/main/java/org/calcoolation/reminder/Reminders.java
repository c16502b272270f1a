package org.calcoolation.reminder;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.Problem;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.base.mail.Mail;
import org.calcoolation.stats.StatsService;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;

/**
 * The daily reminder: chosen on the account page, off until then, and sent by a job that runs on
 * one node at a time, each minute: to each player whose chosen time has come on their own clock,
 * who has a confirmed address, has not solved the day's ladder in time for their streak and got
 * no reminder yet on their day. The day is claimed in the table before the mail goes, so that two
 * runs never send it twice; a mail the server refused gives the claim back for the next minute.
 */
@Service
public class Reminders {

    static final Problem NO_TIME = Problem.of("reminder.problem.noTime");
    static final String NOT_A_TIME = "reminder.problem.notATime";

    private static final Pattern HH_MM = Pattern.compile("(\\d{1,2}):(\\d{2})");
    private static final Logger log = LoggerFactory.getLogger(Reminders.class);

    /** What saving the choice did. */
    public sealed interface Choice {
        /** Saved: the time of day the reminder comes, or none when it is off. */
        record Saved(Optional<LocalTime> at) implements Choice {}

        /** Nothing changed, for this reason, to be shown by the time field. */
        record Refused(Problem message) implements Choice {}
    }

    /** A row of {@code daily_reminder}. */
    private record Chosen(
            long playerId, LocalTime at, @Nullable LocalDate lastSentOn) {}

    private final JdbcTemplate jdbc;
    private final PlayerService accounts;
    private final StatsService stats;
    private final ReminderMails mails;
    private final UnsubscribeLinks links;
    private final Mail mail;
    private final JobLocks jobs;
    private final Clock clock;

    Reminders(
            JdbcTemplate jdbc,
            PlayerService accounts,
            StatsService stats,
            ReminderMails mails,
            UnsubscribeLinks links,
            Mail mail,
            JobLocks jobs,
            Clock clock) {
        this.jdbc = jdbc;
        this.accounts = accounts;
        this.stats = stats;
        this.mails = mails;
        this.links = links;
        this.mail = mail;
        this.jobs = jobs;
        this.clock = clock;
    }

    /** The time of day the player's reminder comes, if it is on. */
    public Optional<LocalTime> of(PlayerRef.Account account) {
        return jdbc
                .queryForList("select remind_at from daily_reminder where player_id = ?", LocalTime.class, account.id())
                .stream()
                .findFirst();
    }

    /** Turns the reminder off, or on at a time typed as HH:MM; a time that is none (25:00) is refused. */
    public Choice choose(PlayerRef.Account account, boolean on, @Nullable String typed) {
        if (!on) {
            jdbc.update("delete from daily_reminder where player_id = ?", account.id());
            return new Choice.Saved(Optional.empty());
        }
        if (typed == null || typed.isBlank()) return new Choice.Refused(NO_TIME);
        Optional<LocalTime> at = parse(typed);
        if (at.isEmpty()) return new Choice.Refused(Problem.of(NOT_A_TIME, typed.strip()));
        // The day's mail already sent stays sent: a new time does not bring a second one.
        if (jdbc.update("update daily_reminder set remind_at = ? where player_id = ?", at.get(), account.id()) == 0)
            jdbc.update("insert into daily_reminder (player_id, remind_at) values (?, ?)", account.id(), at.get());
        return new Choice.Saved(at);
    }

    /** HH:MM (or H:MM) of a 24-hour clock, 00:00 to 23:59. */
    static Optional<LocalTime> parse(String typed) {
        Matcher m = HH_MM.matcher(typed.strip());
        if (!m.matches()) return Optional.empty();
        int hours = Integer.parseInt(m.group(1)), minutes = Integer.parseInt(m.group(2));
        return hours < 24 && minutes < 60 ? Optional.of(LocalTime.of(hours, minutes)) : Optional.empty();
    }

    /** Turns off the reminder of the link's account; false for a token this site did not make. Using it twice does no harm. */
    public boolean unsubscribe(@Nullable String token) {
        Optional<Long> player = links.playerOf(token);
        player.ifPresent(id -> jdbc.update("delete from daily_reminder where player_id = ?", id));
        return player.isPresent();
    }

    @Scheduled(cron = "${calcoolation.reminders.cron:30 * * * * *}", zone = "UTC")
    void sendDueOnOneNode() {
        jobs.runOnOneNode("daily-reminders", Duration.ofMinutes(10), this::sendDue);
    }

    /** Sends each reminder that is due now; how many went. */
    int sendDue() {
        List<Chosen> chosen = jdbc.query(
                "select player_id, remind_at, last_sent_on from daily_reminder",
                (row, n) -> new Chosen(
                        row.getLong(1), row.getObject(2, LocalTime.class), row.getObject(3, LocalDate.class)));
        if (chosen.isEmpty()) return 0;
        Map<Long, Player> players = accounts
                .findAll(chosen.stream().map(Chosen::playerId).toList())
                .stream()
                .collect(Collectors.toMap(Player::id, Function.identity()));
        int sent = 0;
        for (Chosen c : chosen) {
            Player player = players.get(c.playerId());
            if (player != null && remind(c, player)) sent++;
        }
        return sent;
    }

    private boolean remind(Chosen chosen, Player player) {
        Optional<String> to = player.email(); // confirmed addresses only: an unconfirmed one is no account's yet
        ZonedDateTime now = clock.instant().atZone(player.zone());
        LocalDate today = now.toLocalDate();
        if (to.isEmpty() || now.toLocalTime().isBefore(chosen.at()) || today.equals(chosen.lastSentOn())) return false;
        if (stats.solvedTodaysDaily(player.id(), player.zone()) || !claim(chosen, today)) return false;
        StatsService.Streak streak = stats.streak(player.id(), player.zone());
        try {
            mail.send(mails.reminder(player, to.get(), chosen.at(), streak, links.tokenFor(player.id())));
            return true;
        } catch (Mail.NotSent e) {
            // An earlier day's date only ever meant "not today", as null does.
            jdbc.update("update daily_reminder set last_sent_on = null where player_id = ?", player.id());
            log.warn("The daily reminder to account {} was not sent: {}", player.id(), e.getMessage());
            return false;
        }
    }

    /** Marks the player's day as reminded, unless another run did first. */
    private boolean claim(Chosen chosen, LocalDate today) {
        return jdbc.update(
                        "update daily_reminder set last_sent_on = ? where player_id = ? and (last_sent_on is null or last_sent_on <> ?)",
                        today,
                        chosen.playerId(),
                        today)
                == 1;
    }
}
