package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.http.Cookie;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.calcoolation.HandClock;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.account.signin.TooManyAttempts.Reason;
import org.calcoolation.base.data.AppInfo;
import org.calcoolation.base.data.JobLocks;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.core.Authentication;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The sign-in rule on the real H2 database, with the real password check, on a clock the test
 * moves: each case of the rule, as a person (or an attacker) meets it.
 */
@SpringBootTest
class LoginAttemptsTest {

    private static final String PASSWORD = "correct horse battery";
    private static final String HOME = "192.0.2.1";
    private static final String ATTACKER = "198.51.100.7";
    private static final String CAFE = "203.0.113.9";

    @Autowired
    PlayerService players;

    @Autowired
    PlayerDetailsService details;

    @Autowired
    PasswordEncoder encoder;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    JobLocks jobs;

    @Autowired
    DeviceCookies devices;

    @Autowired
    AppInfo info;

    @Autowired
    PlatformTransactionManager transactions;

    private final HandClock clock = new HandClock();
    private LoginAttempts attempts;
    private LockingAuthenticationProvider signIn;
    private String owner;

    @BeforeEach
    void anAccountAndAnEmptyCount() {
        attempts = newAttempts();
        attempts.clear();
        owner = register("owner");
        // Accounts are created on the real clock; the rule's clock runs from just after.
        setClockToRealNowPlus(Duration.ofSeconds(1));
    }

    private LoginAttempts newAttempts() {
        LoginAttempts fresh = new LoginAttempts(jdbc, players, clock, jobs);
        DaoAuthenticationProvider passwords = new DaoAuthenticationProvider(details);
        passwords.setPasswordEncoder(encoder);
        signIn = new LockingAuthenticationProvider(passwords, fresh, devices);
        return fresh;
    }

    private String register(String prefix) {
        String name = prefix + "_" + UUID.randomUUID().toString().substring(0, 8);
        assertThat(players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, "")))
                .isInstanceOf(RegisterResult.Registered.class);
        return name;
    }

    private void setClockToRealNowPlus(Duration offset) {
        clock.advance(Duration.between(clock.instant(), Instant.now().plus(offset)));
    }

    private Authentication signIn(String name, String password, String address) {
        UsernamePasswordAuthenticationToken request =
                UsernamePasswordAuthenticationToken.unauthenticated(name, password);
        request.setDetails(new WebAuthenticationDetails(address, null));
        return signIn.authenticate(request);
    }

    /** A sign-in from a browser that shows these cookies. */
    private Authentication signIn(String name, String password, String address, Cookie... cookies) {
        MockHttpServletRequest post = new MockHttpServletRequest("POST", "/login");
        post.setRemoteAddr(address);
        if (cookies.length > 0) post.setCookies(cookies);
        UsernamePasswordAuthenticationToken request =
                UsernamePasswordAuthenticationToken.unauthenticated(name, password);
        request.setDetails(new SignInDetails(post));
        return signIn.authenticate(request);
    }

    /** The device cookie a sign-in to this account gives its browser. */
    private Cookie deviceCookie(String name) {
        MockHttpServletResponse response = new MockHttpServletResponse();
        devices.issue(
                new MockHttpServletRequest(),
                response,
                players.findByUsername(name).orElseThrow().id());
        String pair = response.getHeader("Set-Cookie").split(";")[0];
        return new Cookie(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
    }

    private boolean signsIn(String name, String password, String address, Cookie... cookies) {
        try {
            return signIn(name, password, address, cookies).getName().equals(name);
        } catch (TooManyAttempts | BadCredentialsException refusedOrWrong) {
            return false;
        }
    }

    private void fail(int times, String name, String address) {
        for (int i = 0; i < times; i++) {
            assertThatThrownBy(() -> signIn(name, "wrong guess", address)).isInstanceOf(BadCredentialsException.class);
        }
    }

    private TooManyAttempts refused(String name, String password, String address) {
        try {
            signIn(name, password, address);
        } catch (TooManyAttempts refused) {
            return refused;
        }
        throw new AssertionError("signed in, or failed, instead of being refused");
    }

    /** Slows the owner's name down from ten addresses, none of which fails five times in a row. */
    private void slowDownFromManyAddresses(String name) {
        for (int i = 0; i < LoginAttempts.NAME_FAILURES; i++) fail(1, name, "198.51.100." + (100 + i));
    }

    @Test
    void four_failures_of_a_pair_do_not_lock_it_and_the_fifth_does_even_for_the_right_password() {
        fail(LoginAttempts.PAIR_FAILURES - 1, owner, ATTACKER);
        assertThat(attempts.refusal(owner, ATTACKER)).isEmpty();

        fail(1, owner, ATTACKER);
        TooManyAttempts refused = refused(owner, PASSWORD, ATTACKER);

        assertThat(refused.reason()).isEqualTo(Reason.THIS_NAME_FROM_HERE);
        assertThat(refused.waitFor()).isEqualTo(LoginAttempts.PAIR_LOCK);
        clock.advance(Duration.ofMinutes(1));
        assertThat(refused(owner, PASSWORD, ATTACKER).waitFor())
                .as("counts down")
                .isEqualTo(Duration.ofMinutes(4));
    }

    @Test
    void a_locked_pair_does_not_keep_the_owner_out_from_another_address() {
        fail(LoginAttempts.PAIR_FAILURES, owner, ATTACKER);

        assertThat(signIn(owner.toUpperCase(), PASSWORD, HOME).getName()).isEqualTo(owner);
    }

    @Test
    void an_address_whose_guesses_locked_one_name_still_signs_in_another_player() {
        String neighbour = register("neighbour");
        fail(LoginAttempts.PAIR_FAILURES, owner, ATTACKER);
        for (int i = 0; i < LoginAttempts.PAIR_FAILURES; i++) fail(1, "nobody" + i, ATTACKER);

        assertThat(signIn(neighbour, PASSWORD, ATTACKER).getName()).isEqualTo(neighbour);
    }

    @Test
    void a_lock_runs_out_after_its_time_and_the_next_failure_counts_from_one() {
        fail(LoginAttempts.PAIR_FAILURES, owner, ATTACKER);
        clock.advance(LoginAttempts.PAIR_LOCK.minusSeconds(1));
        assertThat(attempts.refusal(owner, ATTACKER)).isPresent();

        clock.advance(Duration.ofSeconds(1));
        fail(1, owner, ATTACKER);

        assertThat(attempts.refusal(owner, ATTACKER))
                .as("one failure after the lock is not five")
                .isEmpty();
    }

    @Test
    void a_success_clears_its_pair() {
        fail(LoginAttempts.PAIR_FAILURES - 1, owner, HOME);
        signIn(owner, PASSWORD, HOME);

        fail(LoginAttempts.PAIR_FAILURES - 1, owner, HOME);
        assertThat(signIn(owner, PASSWORD, HOME).getName()).isEqualTo(owner);
    }

    @Test
    void failures_from_many_addresses_slow_the_name_to_one_try_a_minute_instead_of_locking_it() {
        slowDownFromManyAddresses(owner);

        TooManyAttempts refused = refused(owner, PASSWORD, CAFE);
        assertThat(refused.reason()).isEqualTo(Reason.THIS_NAME_LATELY);
        assertThat(refused.waitFor()).isEqualTo(LoginAttempts.NAME_PACE);

        clock.advance(LoginAttempts.NAME_PACE);
        assertThat(signIn(owner, PASSWORD, CAFE).getName())
                .as("the owner, a minute later")
                .isEqualTo(owner);
        assertThat(refused(owner, "the next guess", "198.51.100.98").reason())
                .as("a guess right after waits")
                .isEqualTo(Reason.THIS_NAME_LATELY);
    }

    @Test
    void while_a_name_is_slowed_guessing_gets_one_try_a_minute_however_many_addresses_it_comes_from() {
        slowDownFromManyAddresses(owner);

        int tried = 0;
        for (int minute = 0; minute < 3; minute++) {
            clock.advance(LoginAttempts.NAME_PACE);
            for (int address = 0; address < 20; address++) {
                try {
                    signIn(owner, "guess " + minute + "/" + address, "203.0.113." + address);
                } catch (BadCredentialsException wrong) {
                    tried++;
                } catch (TooManyAttempts refused) {
                    assertThat(refused.reason()).isEqualTo(Reason.THIS_NAME_LATELY);
                }
            }
        }

        assertThat(tried).as("guesses checked in 3 minutes from 20 addresses").isEqualTo(3);
    }

    @Test
    void an_address_the_owner_signed_in_from_is_not_slowed_by_failures_elsewhere() {
        signIn(owner, PASSWORD, HOME);
        slowDownFromManyAddresses(owner);
        assertThat(attempts.refusal(owner, CAFE)).isPresent();

        assertThat(signIn(owner, PASSWORD, HOME).getName()).isEqualTo(owner);
        assertThat(signIn(owner, PASSWORD, HOME).getName()).as("again, at once").isEqualTo(owner);
    }

    @Test
    void a_name_whose_failures_stopped_a_while_ago_counts_from_one_again() {
        slowDownFromManyAddresses(owner);

        clock.advance(LoginAttempts.NAME_QUIET);
        fail(1, owner, CAFE);

        assertThat(attempts.refusal(owner, "203.0.113.10")).isEmpty();
    }

    @Test
    void the_same_rule_for_a_name_without_an_account_so_it_tells_nobody_which_names_exist() {
        String nobody = "nobody_" + UUID.randomUUID().toString().substring(0, 8);
        fail(LoginAttempts.PAIR_FAILURES, nobody, ATTACKER);
        fail(LoginAttempts.PAIR_FAILURES, owner, ATTACKER);

        TooManyAttempts forNobody = refused(nobody, PASSWORD, ATTACKER);
        TooManyAttempts forOwner = refused(owner, PASSWORD, ATTACKER);
        assertThat(forNobody.reason()).isEqualTo(forOwner.reason());
        assertThat(forNobody.waitFor()).isEqualTo(forOwner.waitFor());
    }

    @Test
    void registering_a_name_that_was_locked_and_slowed_signs_the_new_player_in() {
        String name = "newcomer_" + UUID.randomUUID().toString().substring(0, 8);
        setClockToRealNowPlus(Duration.ofMinutes(-10));
        fail(LoginAttempts.PAIR_FAILURES, name, HOME);
        for (int i = LoginAttempts.PAIR_FAILURES; i < LoginAttempts.NAME_FAILURES; i++)
            fail(1, name, "198.51.100." + i);
        assertThat(attempts.refusal(name, HOME))
                .get()
                .extracting(LoginAttempts.Refused::reason)
                .isEqualTo(Reason.THIS_NAME_FROM_HERE);
        assertThat(attempts.refusal(name, CAFE))
                .get()
                .extracting(LoginAttempts.Refused::reason)
                .isEqualTo(Reason.THIS_NAME_LATELY);

        assertThat(players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, "")))
                .isInstanceOf(RegisterResult.Registered.class);
        setClockToRealNowPlus(Duration.ofSeconds(1));

        assertThat(signIn(name, PASSWORD, HOME).getName())
                .as("the sign-in that follows registering")
                .isEqualTo(name);
        fail(LoginAttempts.PAIR_FAILURES, name, ATTACKER);
        assertThat(refused(name, PASSWORD, ATTACKER).reason())
                .as("failures after the account began count")
                .isEqualTo(Reason.THIS_NAME_FROM_HERE);
    }

    @Test
    void counts_are_kept_in_the_database_so_a_new_instance_or_another_node_sees_them() {
        fail(LoginAttempts.PAIR_FAILURES - 1, owner, ATTACKER);
        LoginAttempts otherNode = newAttempts();

        fail(1, owner, ATTACKER);

        assertThat(otherNode.refusal(owner, ATTACKER)).isPresent();
        assertThat(attempts.refusal(owner, ATTACKER)).isPresent();
    }

    @Test
    void an_attempt_counts_before_its_password_is_checked_so_a_burst_cannot_outrun_the_count() {
        for (int i = 0; i < LoginAttempts.PAIR_FAILURES; i++) {
            assertThat(attempts.begin(owner, ATTACKER))
                    .as("attempt %d, still being checked", i)
                    .isInstanceOf(LoginAttempts.Counted.class);
        }

        assertThat(attempts.begin(owner, ATTACKER)).isInstanceOf(LoginAttempts.Refused.class);
    }

    @Test
    void of_twenty_simultaneous_attempts_on_one_pair_five_are_counted_and_the_rest_refused() throws Exception {
        String name = "burst_" + UUID.randomUUID().toString().substring(0, 8);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<LoginAttempts.Attempt>> results = new ArrayList<>();
        try (ExecutorService threads = Executors.newFixedThreadPool(20)) {
            for (int i = 0; i < 20; i++) {
                results.add(threads.submit(() -> {
                    start.await();
                    return attempts.begin(name, ATTACKER);
                }));
            }
            start.countDown();
        }

        long counted = 0;
        for (Future<LoginAttempts.Attempt> result : results)
            if (result.get() instanceof LoginAttempts.Counted) counted++;
        assertThat(counted).isEqualTo(LoginAttempts.PAIR_FAILURES);
    }

    @Test
    void old_rows_are_deleted_and_recent_ones_kept() {
        fail(1, owner, ATTACKER);
        signIn(owner, PASSWORD, HOME);
        clock.advance(LoginAttempts.FORGET_AFTER.plusSeconds(1));
        String recent = register("recent");
        fail(1, recent, ATTACKER);

        attempts.forgetOld();

        assertThat(rowsOf(owner)).as("the trusted address is kept").containsExactly(HOME);
        assertThat(rowsOf(recent)).containsExactlyInAnyOrder(ATTACKER, LoginAttempts.EVERYWHERE);
        clock.advance(LoginAttempts.TRUSTED);
        attempts.forgetOld();
        assertThat(rowsOf(owner)).isEmpty();
    }

    @Test
    void the_clean_up_is_skipped_while_another_node_holds_its_claim() {
        fail(1, owner, ATTACKER);
        clock.advance(LoginAttempts.FORGET_AFTER.plusSeconds(1));
        jdbc.update("DELETE FROM shedlock WHERE name = 'login-failures-forget-old'");
        jdbc.update(
                "INSERT INTO shedlock (name, lock_until, locked_at, locked_by) VALUES (?, ?, ?, ?)",
                "login-failures-forget-old",
                Timestamp.valueOf(LocalDateTime.now().plusDays(1)),
                Timestamp.valueOf(LocalDateTime.now().minusDays(1)),
                "another node");

        attempts.forgetOldOnOneNode();
        assertThat(rowsOf(owner)).as("not run here").isNotEmpty();

        // The other node lets go (ShedLock remembers that the row exists, so it is kept).
        jdbc.update("UPDATE shedlock SET lock_until = locked_at");
        attempts.forgetOldOnOneNode();
        assertThat(rowsOf(owner)).as("run here, once the claim is free").isEmpty();
        assertThat(jdbc.queryForObject(
                        "SELECT locked_by FROM shedlock WHERE name = 'login-failures-forget-old'", String.class))
                .isNotEqualTo("another node");
    }

    @Test
    void the_owners_browser_with_its_device_cookie_signs_in_from_any_new_address_while_the_name_is_slowed() {
        Cookie device = deviceCookie(owner);
        slowDownFromManyAddresses(owner);
        assertThat(refused(owner, PASSWORD, CAFE).reason())
                .as("a stranger's browser")
                .isEqualTo(Reason.THIS_NAME_LATELY);

        assertThat(signIn(owner, PASSWORD, CAFE, device).getName()).isEqualTo(owner);
        assertThat(signIn(owner, PASSWORD, "203.0.113.50", device).getName())
                .as("again at once, from yet another address")
                .isEqualTo(owner);
        assertThat(refused(owner, PASSWORD, "203.0.113.51").reason())
                .as("strangers stay slowed")
                .isEqualTo(Reason.THIS_NAME_LATELY);
    }

    /**
     * The probe's case: a wrong password every 1.5 s from a new address each time, and the owner
     * trying from a new address every other guess, 25 times (75 s), with the browser's device
     * cookie and without.
     */
    @Test
    void guesses_from_rotating_addresses_every_one_and_a_half_seconds_keep_strangers_out_but_not_the_owners_browser() {
        Cookie device = deviceCookie(owner);
        slowDownFromManyAddresses(owner); // the guessing has been going on for a while
        int withCookie = 0, without = 0, guessesChecked = 0;
        for (int round = 0; round < 25; round++) {
            for (int guess = 0; guess < 2; guess++) {
                try {
                    signIn(owner, "guess " + round + "/" + guess, "198.51.100." + (2 * round + guess));
                } catch (BadCredentialsException wrong) {
                    guessesChecked++;
                } catch (TooManyAttempts slowed) {
                    // the name is slowed: this guess waits
                }
                clock.advance(Duration.ofMillis(1500));
            }
            if (signsIn(owner, PASSWORD, "203.0.113." + round, device)) withCookie++;
            if (signsIn(owner, PASSWORD, "192.0.2." + (100 + round))) without++;
        }
        System.out.printf(
                "25 rounds of 2 guesses 1.5 s apart from new addresses (%d checked): the owner got in %d times with the "
                        + "device cookie, %d without%n",
                guessesChecked, withCookie, without);

        assertThat(withCookie).isEqualTo(25);
        assertThat(without)
                .as("a stranger's browser, even with the right password")
                .isLessThanOrEqualTo(1);
    }

    @Test
    void failures_on_a_device_lock_that_device_alone_and_do_not_slow_the_name() {
        Cookie laptop = deviceCookie(owner), phone = deviceCookie(owner);
        fail(LoginAttempts.PAIR_FAILURES, owner, ATTACKER, laptop);
        fail(LoginAttempts.PAIR_FAILURES, owner, ATTACKER, phone);

        TooManyAttempts refused = refusedWith(owner, PASSWORD, CAFE, laptop);
        assertThat(refused.reason()).isEqualTo(Reason.THIS_NAME_FROM_HERE);
        assertThat(refused.waitFor()).isEqualTo(LoginAttempts.PAIR_LOCK);
        assertThat(attempts.refusal(owner, ATTACKER))
                .as("the address, without the cookie, is not locked")
                .isEmpty();
        assertThat(attempts.refusal(owner, CAFE))
                .as("ten failures on devices do not slow the name")
                .isEmpty();
        assertThat(signIn(owner, PASSWORD, HOME).getName()).isEqualTo(owner);
        clock.advance(LoginAttempts.PAIR_LOCK);
        assertThat(signIn(owner, PASSWORD, CAFE, laptop).getName())
                .as("once the lock ran out")
                .isEqualTo(owner);
    }

    @Test
    void a_forged_cookie_or_another_accounts_is_a_strangers_browser() {
        String neighbour = register("neighbour");
        Cookie genuine = deviceCookie(owner);
        Cookie neighbours = deviceCookie(neighbour);
        String ownerCookie = DeviceCookies.PREFIX
                + players.findByUsername(owner).orElseThrow().id();
        String value = genuine.getValue();
        Cookie forged = new Cookie(ownerCookie, value.substring(0, value.indexOf('.') + 1) + "A".repeat(43));
        Cookie moved = new Cookie(ownerCookie, neighbours.getValue());
        Cookie noMac = new Cookie(ownerCookie, value.substring(0, value.indexOf('.')));
        slowDownFromManyAddresses(owner);

        for (Cookie cookie : List.of(forged, moved, noMac, neighbours)) {
            assertThat(refusedWith(owner, PASSWORD, CAFE, cookie).reason())
                    .as(cookie.getValue())
                    .isEqualTo(Reason.THIS_NAME_LATELY);
        }
        assertThat(signIn(owner, PASSWORD, CAFE, genuine).getName()).isEqualTo(owner);
    }

    @Test
    void a_device_cookie_from_one_node_is_known_to_another_and_after_a_restart() {
        Cookie device = deviceCookie(owner);
        DeviceCookies otherNode = new DeviceCookies(info, transactions, players);
        Map<String, String> cookies = Map.of(device.getName(), device.getValue());

        assertThat(otherNode.recognise(cookies, owner))
                .contains(device.getValue().substring(0, device.getValue().indexOf('.')));
        assertThat(otherNode.recognise(cookies, owner.toUpperCase()))
                .as("the name in any case")
                .isPresent();
        assertThat(otherNode.recognise(cookies, "nobody_" + owner)).isEmpty();
    }

    private void fail(int times, String name, String address, Cookie device) {
        for (int i = 0; i < times; i++) {
            assertThatThrownBy(() -> signIn(name, "wrong guess", address, device))
                    .isInstanceOf(BadCredentialsException.class);
        }
    }

    private TooManyAttempts refusedWith(String name, String password, String address, Cookie device) {
        try {
            signIn(name, password, address, device);
        } catch (TooManyAttempts refused) {
            return refused;
        }
        throw new AssertionError("signed in, or failed, instead of being refused");
    }

    private List<String> rowsOf(String name) {
        return jdbc.queryForList(
                "SELECT address FROM login_failure WHERE username_key = ?", String.class, name.toLowerCase());
    }
}
