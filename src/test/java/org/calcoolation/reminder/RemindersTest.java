package org.calcoolation.reminder;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.internet.MimeMessage;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.TestInbox;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.mail.Mail;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.StatsService;
import org.calcoolation.stats.TestStats;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mail.javamail.JavaMailSenderImpl;

/**
 * The daily reminder through real SMTP ({@link TestInbox}) under a clock the test moves: sent at the
 * chosen time of the player's own day to a player who has not played, not to one who has, nor to
 * an address not confirmed, once a day; and its way out, the link followed and a mail client's
 * one-click POST, through the real server with no session and no CSRF token.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/reminders")
class RemindersTest {

    private static final ZoneId UTC_MINUS_5 = ZoneId.of("America/Bogota");
    /** A day whose ladder is out on any machine that runs this, and that the rest of the run leaves alone. */
    private static final LocalDate DAY = LocalDate.of(2026, 8, 10);

    @LocalServerPort
    int port;

    @Autowired
    PlayerService accounts;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ApplicationContext context;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    UnsubscribeLinks links;

    @Autowired
    JobLocks jobs;

    /** The one in the context, which the server's unsubscribe address uses. */
    @Autowired
    Reminders served;

    private final List<PlayerRef.Account> made = new ArrayList<>();
    private final HandClock clock = new HandClock();
    private final HttpClient http = HttpClient.newHttpClient();
    private StatsService stats;
    private Reminders reminders;

    @BeforeEach
    void onTheHandClockAndTheTestInbox() {
        stats = TestStats.on(context, clock);
        reminders = new Reminders(
                jdbc,
                accounts,
                stats,
                new ReminderMails(site(), new BundleMessages()),
                links,
                TestInbox.mail(),
                jobs,
                clock);
    }

    private String site() {
        return "http://localhost:" + port;
    }

    private void setClock(LocalDate day, LocalTime time, ZoneId zone) {
        clock.advance(
                Duration.between(clock.instant(), day.atTime(time).atZone(zone).toInstant()));
    }

    /** An account at UTC−5 with this address confirmed (written as a confirmed link leaves it), or none. */
    private PlayerRef.Account player(Optional<String> address) {
        String name = "rem_" + UUID.randomUUID().toString().substring(0, 8);
        var registered = (RegisterResult.Registered) accounts.register(
                new PlayerService.Registration(name, "a reminder for the daily", "a reminder for the daily", ""));
        PlayerRef.Account account = new PlayerRef.Account(registered.player().id());
        made.add(account);
        accounts.changeTimeZone(account, UTC_MINUS_5.getId());
        address.ifPresent(a -> jdbc.update(
                "update player set email = ?, email_key = ? where id = ?",
                a,
                a.toLowerCase(Locale.ROOT),
                account.id()));
        return account;
    }

    private static String address() {
        return "rem_" + UUID.randomUUID().toString().substring(0, 8) + "@example.org";
    }

    private void solveToday(PlayerRef.Account account) {
        DailyPuzzle puzzle = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(DAY))
                .puzzles()
                .getFirst();
        stats.record(new FinishToRecord(
                account.id(),
                UUID.randomUUID(),
                OptionalLong.of(puzzle.id()),
                puzzle.puzzleId(),
                new PuzzleKind(puzzle.size(), puzzle.difficulty(), puzzle.variant()),
                Outcome.CLEAN,
                60_000,
                60_000,
                clock.instant()));
    }

    /** Runs the job for the test's players only: every other row of the table stays as it is. */
    private List<String> sendDueTo(String... addresses) {
        Map<String, Integer> before = new HashMap<>();
        for (String a : addresses) before.put(a, TestInbox.to(a).size());
        reminders.sendDue();
        return Arrays.stream(addresses)
                .filter(a -> TestInbox.to(a).size() > before.get(a))
                .toList();
    }

    /** The job reads the whole table, which outlives the run: the test's players leave no reminder on. */
    @AfterEach
    void turnOffTheTestsReminders() {
        made.forEach(account -> served.choose(account, false, null));
    }

    private static MimeMessage lastRaw(String address) throws Exception {
        MimeMessage found = null;
        for (MimeMessage m : TestInbox.server().getReceivedMessages())
            if (Arrays.stream(m.getAllRecipients()).anyMatch(r -> r.toString().equalsIgnoreCase(address))) found = m;
        assertThat(found).as("a mail to " + address).isNotNull();
        return found;
    }

    @Test
    void a_german_account_gets_its_reminder_in_german() {
        String address = address();
        PlayerRef.Account german = player(Optional.of(address));
        accounts.changeLanguage(german, "de");
        reminders.choose(german, true, "20:30");

        setClock(DAY, LocalTime.of(20, 30), UTC_MINUS_5);
        assertThat(sendDueTo(address)).containsExactly(address);
        TestInbox.Received mail = TestInbox.last(address);
        assertThat(mail.subject()).isEqualTo("Das heutige Calcoolation-Tagesrätsel wartet auf dich");
        assertThat(mail.text())
                .startsWith("Hallo ")
                .contains("bis 20:30 deiner Zeit (America/Bogota)", "Du hast gerade keine Serie")
                .doesNotContain("streak", "Today");
        assertThat(mail.html()).contains("<html lang=\"de\">", "abbestellen");
    }

    @Test
    void the_reminder_comes_at_the_chosen_local_time_to_one_who_has_not_played_and_once_a_day() {
        String idle = address(), played = address(), unconfirmed = address();
        PlayerRef.Account idler = player(Optional.of(idle)), player = player(Optional.of(played));
        PlayerRef.Account noAddress = player(Optional.empty());
        jdbc.update( // an address waiting for its link is not the account's: no reminder goes to it
                "insert into account_token (token_hash, player_id, purpose, email, created_at, expires_at) "
                        + "values (?, ?, 'CONFIRM_EMAIL', ?, ?, ?)",
                UUID.randomUUID().toString(),
                noAddress.id(),
                unconfirmed,
                OffsetDateTime.now(ZoneOffset.UTC),
                OffsetDateTime.now(ZoneOffset.UTC).plusDays(1));
        for (PlayerRef.Account a : List.of(idler, player, noAddress))
            assertThat(reminders.choose(a, true, "20:30"))
                    .isEqualTo(new Reminders.Choice.Saved(Optional.of(LocalTime.of(20, 30))));

        setClock(DAY, LocalTime.of(18, 0), UTC_MINUS_5);
        solveToday(player);
        setClock(DAY, LocalTime.of(20, 29), UTC_MINUS_5);
        assertThat(sendDueTo(idle, played, unconfirmed))
                .as("20:29 their time: not yet")
                .isEmpty();

        setClock(DAY, LocalTime.of(20, 30), UTC_MINUS_5); // 01:30 UTC the next day
        assertThat(sendDueTo(idle, played, unconfirmed)).containsExactly(idle);
        TestInbox.Received mail = TestInbox.last(idle);
        assertThat(mail.subject()).isEqualTo("Today's Calcoolation daily is waiting");
        assertThat(mail.text()).contains("by 20:30 your time (America/Bogota)", "You have no streak running");

        setClock(DAY, LocalTime.of(23, 0), UTC_MINUS_5);
        assertThat(sendDueTo(idle, played, unconfirmed)).as("one a day at most").isEmpty();

        setClock(DAY.plusDays(1), LocalTime.of(20, 31), UTC_MINUS_5);
        assertThat(sendDueTo(idle, played, unconfirmed))
                .as("the next day: the idle one again, and the one who played yesterday but not today")
                .containsExactlyInAnyOrder(idle, played);
        assertThat(TestInbox.last(played).subject())
                .isEqualTo("Your 1-day streak: today's Calcoolation daily is waiting");
        assertThat(TestInbox.last(played).text()).contains("Your streak of 1 day is at stake");
    }

    @Test
    void the_unsubscribe_headers_and_link_turn_reminders_off_and_a_forged_link_changes_nothing() throws Exception {
        String viaLink = address(), viaPost = address();
        PlayerRef.Account linker = player(Optional.of(viaLink)), poster = player(Optional.of(viaPost));
        reminders.choose(linker, true, "07:00");
        reminders.choose(poster, true, "07:00");
        setClock(DAY.plusDays(2), LocalTime.of(7, 0), UTC_MINUS_5);
        assertThat(sendDueTo(viaLink, viaPost)).containsExactlyInAnyOrder(viaLink, viaPost);

        MimeMessage raw = lastRaw(viaPost);
        String listUnsubscribe = raw.getHeader("List-Unsubscribe", null);
        assertThat(raw.getHeader("List-Unsubscribe-Post", null)).isEqualTo("List-Unsubscribe=One-Click");
        assertThat(listUnsubscribe)
                .startsWith("<" + site() + "/reminder/unsubscribe?token=")
                .endsWith(">");
        String oneClick = listUnsubscribe.substring(1, listUnsubscribe.length() - 1);

        String link = TestInbox.last(viaLink).link(site() + "/reminder/unsubscribe?token=");
        String forged = link.substring(0, link.length() - 1) + (link.endsWith("A") ? "B" : "A");
        HttpResponse<String> refused = get(forged);
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.body()).contains("not one Calcoolation made, so nothing changed");
        assertThat(reminders.of(linker)).as("forged: nothing changed").contains(LocalTime.of(7, 0));

        HttpResponse<String> followed = get(link);
        assertThat(followed.statusCode()).isEqualTo(200);
        assertThat(followed.body()).contains("You will get no more daily reminders");
        assertThat(reminders.of(linker)).isEmpty();
        assertThat(reminders.of(poster)).as("only the link's own account").isPresent();
        assertThat(get(link).statusCode()).as("used again: harmless").isEqualTo(200);
        assertThat(reminders.of(linker)).isEmpty();

        // RFC 8058: what a mail client sends, with no cookie and no CSRF token.
        HttpResponse<String> posted = http.send(
                HttpRequest.newBuilder(URI.create(oneClick))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString("List-Unsubscribe=One-Click"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(posted.statusCode()).isEqualTo(200);
        assertThat(reminders.of(poster)).isEmpty();

        setClock(DAY.plusDays(3), LocalTime.of(7, 30), UTC_MINUS_5);
        assertThat(sendDueTo(viaLink, viaPost)).as("unsubscribed: no more").isEmpty();
    }

    @Test
    void a_time_that_is_no_time_of_day_is_refused_with_a_sentence_and_nothing_changes() {
        PlayerRef.Account account = player(Optional.of(address()));
        reminders.choose(account, true, "21:15");
        assertThat(reminders.choose(account, true, "25:00"))
                .isInstanceOfSatisfying(
                        Reminders.Choice.Refused.class,
                        refused -> assertThat(refused.message().english())
                                .isEqualTo(
                                        "25:00 is not a time of day. Give hours from 00 to 23 and minutes from 00 to 59, such as 20:30."));
        assertThat(reminders.choose(account, true, "")).isEqualTo(new Reminders.Choice.Refused(Reminders.NO_TIME));
        assertThat(reminders.of(account)).contains(LocalTime.of(21, 15));
        assertThat(reminders.choose(account, false, "25:00")).isEqualTo(new Reminders.Choice.Saved(Optional.empty()));
        assertThat(reminders.of(account)).as("off by default, and off again").isEmpty();
        assertThat(served.of(account)).isEmpty();
    }

    @Test
    void a_reminder_the_mail_server_refused_goes_at_the_next_run() throws Exception {
        String to = address();
        PlayerRef.Account account = player(Optional.of(to));
        reminders.choose(account, true, "06:00");
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        JavaMailSenderImpl down = new JavaMailSenderImpl();
        down.setHost("127.0.0.1");
        down.setPort(closed);
        Reminders failing = new Reminders(
                jdbc,
                accounts,
                stats,
                new ReminderMails(site(), new BundleMessages()),
                links,
                new Mail.Smtp(down, "calcoolation@localhost"),
                jobs,
                clock);

        setClock(DAY.plusDays(4), LocalTime.of(6, 0), UTC_MINUS_5);
        failing.sendDue();
        assertThat(TestInbox.to(to)).isEmpty();
        setClock(DAY.plusDays(4), LocalTime.of(6, 1), UTC_MINUS_5);
        assertThat(sendDueTo(to)).as("the day was given back, not lost").containsExactly(to);
    }

    private HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
