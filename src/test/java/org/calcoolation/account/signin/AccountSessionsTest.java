package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpSessionEvent;
import java.nio.charset.StandardCharsets;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.assertj.core.api.Assertions;
import org.calcoolation.HandClock;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerRepository;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.base.data.JobLocks;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The account page's list of signed-in browsers and "Log out everywhere else", on the real
 * database with a clock the test moves: rows as sessions sign in, are seen and end, and what
 * logging out elsewhere ends and keeps.
 */
@SpringBootTest
class AccountSessionsTest {

    private static final String FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    private static final String PHONE =
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

    @Autowired
    PlayerService players;

    @Autowired
    PlayerRepository repository;

    @Autowired
    RememberMeTokens rememberMe;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    JobLocks jobs;

    @Autowired
    PlatformTransactionManager transactions;

    private final HandClock clock = new HandClock();
    private final List<Object> events = new CopyOnWriteArrayList<>();
    private SignedInBrowsers browsers;
    private AccountSessions sessions;
    private Player player;

    @BeforeEach
    void anAccount() {
        clock.advance(Duration.between(clock.instant(), Instant.now()));
        browsers = new SignedInBrowsers(jdbc, clock, jobs, Duration.ofMinutes(30));
        sessions = new AccountSessions(browsers, rememberMe, repository, events::add, transactions);
        String name = "browsers_" + UUID.randomUUID().toString().substring(0, 8);
        player = ((RegisterResult.Registered) players.register(
                        new PlayerService.Registration(name, "correct horse battery", "correct horse battery", "")))
                .player();
    }

    private MockHttpSession signIn(String userAgent, String address) {
        MockHttpSession session = new MockHttpSession();
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.addHeader("User-Agent", userAgent);
        request.setRemoteAddr(address);
        browsers.signedIn(session, request, player.id());
        return session;
    }

    private PlayerRef.Account account() {
        return new PlayerRef.Account(player.id());
    }

    @Test
    void each_signed_in_browser_is_listed_with_its_name_address_and_times_and_this_one_is_marked() {
        MockHttpSession laptop = signIn(FIREFOX, "192.0.2.10");
        clock.advance(Duration.ofMinutes(7));
        MockHttpSession phone = signIn(PHONE, "198.51.100.4");

        List<AccountSessions.Browser> listed = sessions.of(account(), laptop.getAttribute(AccountSessions.SESSION_KEY));

        assertThat(listed)
                .extracting(AccountSessions.Browser::name)
                .containsExactly("Chrome on Android", "Firefox on Linux");
        assertThat(listed).extracting(AccountSessions.Browser::address).containsExactly("198.51.100.4", "192.0.2.10");
        assertThat(listed).extracting(AccountSessions.Browser::thisOne).containsExactly(false, true);
        assertThat(listed.get(1).signedInAt())
                .isCloseTo(clock.instant().minus(Duration.ofMinutes(7)), Assertions.within(1, ChronoUnit.MILLIS));
        assertThat(phone.getAttribute(AccountSessions.SESSION_KEY))
                .isNotEqualTo(laptop.getAttribute(AccountSessions.SESSION_KEY));
    }

    @Test
    void the_list_says_this_computer_for_loopback_and_shortens_ipv6() {
        signIn(FIREFOX, "0:0:0:0:0:0:0:1");
        signIn(PHONE, "2001:db8:0:0:0:0:0:7");

        assertThat(sessions.of(account(), null))
                .extracting(AccountSessions.Browser::address)
                .containsExactlyInAnyOrder("this computer", "2001:db8::7");
    }

    @Test
    void last_seen_moves_at_most_every_five_minutes_and_an_ended_session_leaves_the_list() {
        MockHttpSession laptop = signIn(FIREFOX, "192.0.2.10");
        Instant signedIn = sessions.of(account(), null).getFirst().lastSeenAt();

        clock.advance(Duration.ofMinutes(4));
        browsers.seen(laptop);
        assertThat(sessions.of(account(), null).getFirst().lastSeenAt())
                .as("within five minutes: no write")
                .isEqualTo(signedIn);
        clock.advance(Duration.ofMinutes(2));
        browsers.seen(laptop);
        assertThat(sessions.of(account(), null).getFirst().lastSeenAt()).isAfter(signedIn);

        browsers.sessionDestroyed(new HttpSessionEvent(laptop));
        assertThat(sessions.of(account(), null)).isEmpty();
    }

    @Test
    void rows_a_dead_node_left_go_once_no_session_can_be_behind_them() {
        signIn(FIREFOX, "192.0.2.10");
        clock.advance(Duration.ofMinutes(34));
        MockHttpSession recent = signIn(PHONE, "198.51.100.4");
        clock.advance(Duration.ofMinutes(2));

        browsers.forgetDead();

        assertThat(sessions.of(account(), null))
                .extracting(AccountSessions.Browser::name)
                .containsExactly("Chrome on Android");
        assertThat(recent.getAttribute(AccountSessions.SESSION_KEY)).isNotNull();
    }

    @Test
    void logging_out_everywhere_else_ends_the_other_sessions_and_remember_me_cookies_but_this_browsers() {
        long before = repository.findById(player.id()).orElseThrow().sessionVersion();
        String key = RememberMeTokens.keyOf(player.id());
        String mine = "mine" + player.id(),
                other = "other" + player.id(); // series are unique across accounts, and the database outlives a run
        for (String series : List.of(mine, other)) {
            jdbc.update(
                    "INSERT INTO persistent_logins (username, series, token, last_used) VALUES (?, ?, ?, ?)",
                    key,
                    series,
                    "t",
                    Timestamp.from(Instant.now()));
        }
        // As Spring Security writes it: Base64 of "series:token", without its trailing '='.
        String cookie = Base64.getEncoder()
                .withoutPadding()
                .encodeToString((mine + ":someToken").getBytes(StandardCharsets.UTF_8));

        MockHttpSession here = signIn(FIREFOX, "192.0.2.10");
        signIn(PHONE, "198.51.100.4");

        sessions.logOutEverywhereElse(account(), here.getAttribute(AccountSessions.SESSION_KEY), cookie);

        assertThat(sessions.of(account(), here.getAttribute(AccountSessions.SESSION_KEY)))
                .extracting(AccountSessions.Browser::thisOne)
                .containsExactly(true);

        OtherSessionsEnded ended = (OtherSessionsEnded) events.getLast();
        assertThat(ended.sessionVersion()).isEqualTo(before + 1);
        assertThat(repository.findById(player.id()).orElseThrow().sessionVersion())
                .isEqualTo(before + 1);
        assertThat(ended.keptSeries()).contains(mine);
        rememberMe.otherSessionsEnded(ended);
        assertThat(jdbc.queryForList("SELECT series FROM persistent_logins WHERE username = ?", String.class, key))
                .containsExactly(mine);
        assertThat(sessions.keptLoggedIn(account())).isEqualTo(1);
    }

    @Test
    void a_cookie_that_is_not_a_remember_me_cookie_keeps_nothing() {
        assertThat(AccountSessions.seriesOf("%%%not base64")).isEmpty();
        assertThat(AccountSessions.seriesOf(
                        Base64.getEncoder().encodeToString("noColon".getBytes(StandardCharsets.UTF_8))))
                .isEmpty();
        assertThat(AccountSessions.seriesOf(null)).isEmpty();
    }

    @Test
    void browsers_are_named_as_people_know_them() {
        assertThat(BrowserNames.of(FIREFOX)).isEqualTo("Firefox on Linux");
        assertThat(
                        BrowserNames.of(
                                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0"))
                .isEqualTo("Edge on Windows");
        assertThat(
                        BrowserNames.of(
                                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"))
                .isEqualTo("Safari on iPhone");
        assertThat(BrowserNames.of("curl/8.5.0")).isEqualTo("A browser");
        assertThat(BrowserNames.of(null)).isEqualTo("An unnamed browser");
    }
}
