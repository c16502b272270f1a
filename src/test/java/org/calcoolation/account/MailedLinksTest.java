package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.calcoolation.HandClock;
import org.calcoolation.TestInbox;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.mail.Mail;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mail.javamail.JavaMailSenderImpl;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Email addresses and password resets on the real database, with every mail sent over SMTP to a
 * real server in this JVM ({@link TestInbox}) and its link read back out of it, on a clock the
 * test moves. Each test has its own accounts and addresses: the database outlives a run.
 */
@SpringBootTest
class MailedLinksTest {

    private static final String PASSWORD = "correct horse battery";
    private static final String NEW_PASSWORD = "a quite different sentence";
    private static final String SITE = "https://calcoolation.example";
    /** The player's remote address, new for each test: the counts per address outlive a run in the database. */
    private final String home = "2001:db8::" + Integer.toHexString(new Random().nextInt(0xffff));

    @Autowired
    PlayerService players;

    @Autowired
    PlayerRepository repository;

    @Autowired
    PasswordEncoder encoder;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    JobLocks jobs;

    @Autowired
    PlatformTransactionManager transactions;

    private final HandClock clock = new HandClock();
    private final List<Object> events = new CopyOnWriteArrayList<>();
    private AccountTokens tokens;
    private AccountEmails emails;
    private PasswordResets resets;

    @BeforeEach
    void servicesOnTheTestInbox() {
        clock.advance(Duration.between(clock.instant(), Instant.now()));
        useMail(TestInbox.mail(), Duration.ZERO);
    }

    private void useMail(Mail mail, Duration answerTime) {
        tokens = new AccountTokens(jdbc, clock, jobs);
        AccountMails mails = new AccountMails(SITE + "/", new BundleMessages());
        emails = new AccountEmails(repository, tokens, mails, mail, transactions);
        resets = new PasswordResets(
                repository, tokens, mails, mail, jdbc, encoder, events::add, transactions, clock, answerTime);
    }

    private static String unique(String prefix) {
        return prefix + "_" + UUID.randomUUID().toString().substring(0, 8);
    }

    private Player register(String name) {
        return ((RegisterResult.Registered)
                        players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, "")))
                .player();
    }

    private static String tokenOf(String link) {
        return link.substring(link.indexOf("token=") + "token=".length());
    }

    /** An account with a confirmed address, confirmed as a player does: by the mailed link. */
    private Player withAddress(String name, String address) {
        Player player = register(name);
        assertThat(emails.requestConfirmation(account(player), address)).isInstanceOf(AccountEmails.Request.Sent.class);
        String link = TestInbox.last(address).link(SITE + "/confirm-email?token=");
        assertThat(emails.confirm(tokenOf(link))).isInstanceOf(AccountEmails.Confirmation.Confirmed.class);
        return repository.findById(player.id()).orElseThrow();
    }

    private static PlayerRef.Account account(Player player) {
        return new PlayerRef.Account(player.id());
    }

    private String resetLinkFor(String address) {
        return TestInbox.last(address).link(SITE + "/reset-password?token=");
    }

    private boolean passwordIs(String name, String password) {
        return encoder.matches(
                password, players.findByUsername(name).orElseThrow().passwordHash());
    }

    // ---- addresses ----

    @Test
    void a_german_account_gets_its_mails_in_german_and_one_that_never_chose_gets_them_in_english() {
        String name = unique("deutsch"), address = unique("deutsch") + "@example.org";
        Player german = register(name);
        players.changeLanguage(account(german), "de");

        emails.requestConfirmation(account(german), address);
        TestInbox.Received confirm = TestInbox.last(address);
        assertThat(confirm.subject()).isEqualTo("Bestätige deine E-Mail-Adresse für Calcoolation");
        assertThat(confirm.text()).startsWith("Hallo " + name + ",").contains("innerhalb von 24 Stunden");
        assertThat(confirm.html()).contains("<html lang=\"de\">");
        emails.confirm(tokenOf(confirm.link(SITE + "/confirm-email?token=")));

        resets.request(name, "192.0.2.44");
        TestInbox.Received reset = TestInbox.last(address);
        assertThat(reset.subject()).isEqualTo("Neues Passwort für Calcoolation festlegen");
        assertThat(reset.text()).contains("innerhalb von 30 Minuten").doesNotContain("Hello", "this link");

        String english = unique("english"), its = unique("english") + "@example.org";
        emails.requestConfirmation(account(register(english)), its);
        assertThat(TestInbox.last(its).subject()).isEqualTo("Confirm your email address for Calcoolation");
    }

    @Test
    void an_address_is_the_accounts_only_once_its_mailed_link_is_opened_and_the_old_one_stays_until_then() {
        String name = unique("mail");
        String first = unique("first") + "@Example.ORG", second = unique("second") + "@example.org";
        Player player = withAddress(name, first);
        assertThat(player.email()).contains(first.replace("Example.ORG", "example.org"));

        assertThat(emails.requestConfirmation(account(player), second))
                .isEqualTo(new AccountEmails.Request.Sent(second));
        assertThat(repository.findById(player.id()).orElseThrow().email())
                .as("until the link is opened")
                .contains(first.replace("Example.ORG", "example.org"));
        assertThat(emails.pending(account(player))).contains(second);

        TestInbox.Received mail = TestInbox.last(second);
        assertThat(mail.subject()).isEqualTo("Confirm your email address for Calcoolation");
        assertThat(mail.text()).contains(name, SITE).doesNotContain(PASSWORD);
        assertThat(mail.html()).contains("<a href=\"" + SITE + "/confirm-email?token=");
        String token = tokenOf(mail.link(SITE + "/confirm-email?token="));
        assertThat(emails.confirm(token)).isEqualTo(new AccountEmails.Confirmation.Confirmed(name, second));
        assertThat(repository.findById(player.id()).orElseThrow().email()).contains(second);
        assertThat(emails.confirm(token))
                .as("a second time")
                .isEqualTo(new AccountEmails.Confirmation.Refused(AccountEmails.LINK_DEAD));
        assertThat(emails.pending(account(player))).isEmpty();
    }

    @Test
    void an_address_confirmed_for_one_account_is_refused_to_another_and_a_link_dies_after_24_hours() {
        String address = unique("shared") + "@example.org";
        withAddress(unique("holder"), address);
        Player other = register(unique("other"));

        emails.requestConfirmation(
                account(other), address.toUpperCase(Locale.ROOT).replace("EXAMPLE.ORG", "example.org"));
        String token = tokenOf(TestInbox.last(address).link(SITE + "/confirm-email?token="));
        assertThat(emails.confirm(token)).isEqualTo(new AccountEmails.Confirmation.Refused(AccountEmails.TAKEN));
        assertThat(repository.findById(other.id()).orElseThrow().email()).isEmpty();

        String late = unique("late") + "@example.org";
        emails.requestConfirmation(account(other), late);
        clock.advance(Duration.ofHours(24).plusSeconds(1));
        assertThat(emails.confirm(tokenOf(TestInbox.last(late).link(SITE + "/confirm-email?token="))))
                .isEqualTo(new AccountEmails.Confirmation.Refused(AccountEmails.LINK_DEAD));
    }

    @Test
    void bad_addresses_are_refused_with_a_reason_and_send_nothing() {
        Player player = register(unique("typo"));
        for (String bad : List.of(
                "",
                "no-at-sign",
                "two@@example.org",
                "name@localhost",
                "name@exa mple.org",
                "x".repeat(10_000) + "@example.org",
                "a\u200b@example.org",
                "<script>@example.org")) {
            assertThat(emails.requestConfirmation(account(player), bad))
                    .as(bad.length() > 40 ? "a long one" : bad)
                    .isInstanceOf(AccountEmails.Request.Refused.class);
        }
        assertThat(emails.pending(account(player))).isEmpty();
        assertThat(EmailAddress.parse("  Ann.Lee+kk@Bücher.Example  "))
                .isEqualTo(new EmailAddress.Parsed.Valid(new EmailAddress("Ann.Lee+kk@xn--bcher-kva.example")));
    }

    @Test
    void a_removed_address_leaves_the_account_and_its_waiting_link_stops_working() {
        String address = unique("gone") + "@example.org", next = unique("next") + "@example.org";
        Player player = withAddress(unique("remover"), address);
        emails.requestConfirmation(account(player), next);

        emails.remove(account(player));

        assertThat(repository.findById(player.id()).orElseThrow().email()).isEmpty();
        assertThat(emails.confirm(tokenOf(TestInbox.last(next).link(SITE + "/confirm-email?token="))))
                .isEqualTo(new AccountEmails.Confirmation.Refused(AccountEmails.LINK_DEAD));
    }

    // ---- password resets ----

    @Test
    void a_reset_link_by_address_or_name_sets_a_new_password_once_and_tells_the_player_by_mail() {
        String name = unique("reset"), address = unique("reset") + "@example.org";
        Player player = withAddress(name, address);

        assertThat(resets.request(address.toUpperCase(Locale.ROOT), home))
                .isEqualTo(new PasswordResets.Request.Answered());
        TestInbox.Received mail = TestInbox.last(address);
        assertThat(mail.subject()).isEqualTo("Set a new password for Calcoolation");
        assertThat(mail.text()).contains(name, SITE, "30 minutes").doesNotContain(PASSWORD);
        String token = tokenOf(mail.link(SITE + "/reset-password?token="));
        assertThat(jdbc.queryForObject("select count(*) from account_token where token_hash = ?", Integer.class, token))
                .as("the token itself is not stored")
                .isZero();
        assertThat(resets.check(token)).contains(name);

        assertThat(resets.reset(token, "short", "short")).isInstanceOf(PasswordResets.Reset.Rejected.class);
        assertThat(resets.reset(token, NEW_PASSWORD, NEW_PASSWORD))
                .as("a refused password leaves the link working")
                .isEqualTo(new PasswordResets.Reset.Done(name));
        assertThat(passwordIs(name, NEW_PASSWORD)).isTrue();
        assertThat(events).contains(new PasswordChanged(player.id(), player.sessionVersion() + 1));
        assertThat(TestInbox.last(address).subject()).isEqualTo("Your Calcoolation password was changed");
        assertThat(resets.reset(token, PASSWORD, PASSWORD))
                .as("a second time")
                .isInstanceOf(PasswordResets.Reset.LinkDead.class);
        assertThat(passwordIs(name, NEW_PASSWORD)).isTrue();

        assertThat(resets.request(name, home)).as("by user name").isEqualTo(new PasswordResets.Request.Answered());
        assertThat(resets.check(tokenOf(resetLinkFor(address)))).contains(name);
    }

    @Test
    void a_reset_link_dies_after_30_minutes_and_when_a_newer_one_is_sent() {
        String name = unique("expiry"), address = unique("expiry") + "@example.org";
        withAddress(name, address);
        resets.request(address, home);
        String first = tokenOf(resetLinkFor(address));
        resets.request(address, home);
        String second = tokenOf(resetLinkFor(address));

        assertThat(resets.check(first)).as("replaced").isEmpty();
        assertThat(resets.check(second)).contains(name);
        clock.advance(Duration.ofMinutes(30).plusSeconds(1));
        assertThat(resets.reset(second, NEW_PASSWORD, NEW_PASSWORD)).isInstanceOf(PasswordResets.Reset.LinkDead.class);
        assertThat(passwordIs(name, PASSWORD)).isTrue();
    }

    @Test
    void unknown_names_addresses_without_an_account_and_accounts_without_an_address_get_the_same_answer_and_no_mail() {
        String known = unique("known") + "@example.org", stranger = unique("stranger") + "@example.org";
        withAddress(unique("known"), known);
        String noAddress = register(unique("bare")).username();
        int before = TestInbox.server().getReceivedMessages().length;

        PasswordResets.Request answer = resets.request(known, home);
        assertThat(resets.request(stranger, home)).isEqualTo(answer);
        assertThat(resets.request(noAddress, home)).isEqualTo(answer);
        assertThat(resets.request(unique("nobody"), home)).isEqualTo(answer);
        assertThat(TestInbox.server().getReceivedMessages().length)
                .as("one mail, to the known address")
                .isEqualTo(before + 1);
        assertThat(TestInbox.to(stranger)).isEmpty();

        for (String bad : List.of("", "   ", "x".repeat(10_000))) {
            assertThat(resets.request(bad, home)).isInstanceOf(PasswordResets.Request.Refused.class);
        }
        assertThat(resets.check("forged")).isEmpty();
        assertThat(resets.check("A".repeat(43))).isEmpty();
        assertThat(resets.reset("A".repeat(43), NEW_PASSWORD, NEW_PASSWORD))
                .isInstanceOf(PasswordResets.Reset.LinkDead.class);
    }

    @Test
    void a_link_mailed_by_one_node_works_on_another_and_both_count_towards_one_limit() {
        String name = unique("nodes"), address = unique("nodes") + "@example.org";
        withAddress(name, address);
        PasswordResets nodeA = resets;
        useMail(TestInbox.mail(), Duration.ZERO);
        PasswordResets nodeB = resets;

        nodeA.request(address, home);
        assertThat(nodeB.reset(tokenOf(resetLinkFor(address)), NEW_PASSWORD, NEW_PASSWORD))
                .isEqualTo(new PasswordResets.Reset.Done(name));
        for (int i = 1; i < PasswordResets.PER_TYPED; i++) (i % 2 == 0 ? nodeA : nodeB).request(address, home);
        assertThat(nodeA.request(address, home)).isEqualTo(new PasswordResets.Request.Refused(PasswordResets.TOO_MANY));
    }

    @Test
    void every_answer_takes_the_answer_time_known_account_or_not() {
        String known = unique("timed") + "@example.org";
        withAddress(unique("timed"), known);
        useMail(TestInbox.mail(), Duration.ofMillis(400));
        for (String typed : List.of(known, unique("stranger") + "@example.org")) {
            long start = System.nanoTime();
            resets.request(typed, home);
            assertThat(Duration.ofNanos(System.nanoTime() - start))
                    .as(typed)
                    .isGreaterThanOrEqualTo(Duration.ofMillis(400));
        }
    }

    @Test
    void requests_are_limited_per_name_typed_per_address_and_quietly_per_account() {
        String name = unique("flood"), address = unique("flood") + "@example.org";
        withAddress(name, address);
        for (int i = 0; i < PasswordResets.PER_TYPED; i++) {
            assertThat(resets.request(i % 2 == 0 ? address : address.toUpperCase(Locale.ROOT), "198.51.100." + i))
                    .isEqualTo(new PasswordResets.Request.Answered());
        }
        assertThat(resets.request(address, "198.51.100.99"))
                .isEqualTo(new PasswordResets.Request.Refused(PasswordResets.TOO_MANY));
        assertThat(TestInbox.to(address).stream()
                        .filter(m -> m.subject().startsWith("Set a new"))
                        .count())
                .as("mails per account an hour")
                .isEqualTo(PasswordResets.PER_ACCOUNT);

        String from = "2001:db8:1::" + Integer.toHexString(new Random().nextInt(0xffff));
        for (int i = 0; i < PasswordResets.PER_ADDRESS; i++) resets.request(unique("someone"), from);
        assertThat(resets.request(unique("someone"), from))
                .isEqualTo(new PasswordResets.Request.Refused(PasswordResets.TOO_MANY));

        clock.advance(Duration.ofHours(1).plusSeconds(1));
        assertThat(resets.request(address, "198.51.100.99"))
                .as("an hour later")
                .isEqualTo(new PasswordResets.Request.Answered());
    }

    @Test
    void with_the_mail_server_down_the_page_is_told_and_no_link_is_left_working() {
        String name = unique("down"), address = unique("down") + "@example.org";
        Player player = withAddress(name, address);
        JavaMailSenderImpl nowhere = new JavaMailSenderImpl();
        nowhere.setHost("127.0.0.1");
        nowhere.setPort(1); // nothing listens there
        useMail(new Mail.Smtp(nowhere, "Calcoolation <calcoolation@localhost>"), Duration.ZERO);

        assertThat(resets.request(address, home))
                .isEqualTo(new PasswordResets.Request.Refused(PasswordResets.NOT_SENT));
        assertThat(resets.request(unique("nobody"), home))
                .as("the same for no account")
                .isEqualTo(new PasswordResets.Request.Refused(PasswordResets.NOT_SENT));
        assertThat(emails.requestConfirmation(account(player), unique("new") + "@example.org"))
                .isEqualTo(new AccountEmails.Request.Refused(AccountEmails.NOT_SENT));
        assertThat(jdbc.queryForObject(
                        "select count(*) from account_token where player_id = ? and used_at is null",
                        Integer.class,
                        player.id()))
                .as("working tokens left")
                .isZero();
        assertThat(passwordIs(name, PASSWORD)).isTrue();
    }

    @Test
    void old_tokens_and_requests_are_deleted_a_day_after_they_expire() {
        Player player = register(unique("old"));
        emails.requestConfirmation(account(player), unique("old") + "@example.org");
        resets.request(unique("whoever"), home);
        clock.advance(Duration.ofDays(3));

        assertThat(tokens.forgetOld()).isGreaterThanOrEqualTo(3);
        assertThat(jdbc.queryForObject(
                        "select count(*) from account_token where player_id = ?", Integer.class, player.id()))
                .isZero();
    }

    @Test
    void the_logged_mail_of_a_machine_without_a_mail_server_reaches_nobody_and_never_fails() {
        Mail logged = new Mail.Logged();
        logged.send(new Mail.Message("a@example.org", "subject", "text", "<p>html</p>"));
        logged.probe();
        assertThat(logged.delivers()).isFalse();
    }
}
