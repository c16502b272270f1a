package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.calcoolation.account.PlayerService.Registration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.event.ApplicationEvents;
import org.springframework.test.context.event.RecordApplicationEvents;

/** Accounts stored in a real H2 file, through the service that checks every rule. */
@SpringBootTest
@RecordApplicationEvents
class PlayerServiceTest {

    static final String PASSWORD = "tangerine cage 24x";

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ApplicationEvents events;

    private String name;

    @BeforeEach
    void freshName() {
        name = "Ada_" + UUID.randomUUID().toString().substring(0, 8);
    }

    private Player register(String username) {
        return ((RegisterResult.Registered) players.register(new Registration(username, PASSWORD, PASSWORD, "")))
                .player();
    }

    private int rows() {
        return jdbc.queryForObject("select count(*) from player", Integer.class);
    }

    @Test
    void a_registered_player_is_stored_with_a_bcrypt_hash_and_never_the_password() {
        Player player = register(name);

        Map<String, Object> row = jdbc.queryForMap("select * from player where id = ?", player.id());
        assertThat(row.get("USERNAME")).isEqualTo(name);
        assertThat(row.get("USERNAME_KEY")).isEqualTo(name.toLowerCase());
        assertThat(row.get("DISPLAY_NAME")).isNull();
        assertThat((String) row.get("PASSWORD_HASH")).startsWith("$2").doesNotContain(PASSWORD);
        assertThat(player.shownName()).isEqualTo(name);
        assertThat(players.findByUsername(name.toUpperCase())).contains(player);
    }

    @Test
    void the_display_name_is_kept_when_given() {
        String shown = "Ada L. " + name.substring(4);
        Player player = ((RegisterResult.Registered)
                        players.register(new Registration(name, PASSWORD, PASSWORD, shown)))
                .player();

        assertThat(players.findByUsername(name).orElseThrow().shownName()).isEqualTo(shown);
        assertThat(player.displayName()).contains(shown);
    }

    @Test
    void a_name_that_differs_only_by_case_is_taken() {
        register(name);
        int before = rows();

        RegisterResult second = players.register(new Registration(name.toUpperCase(), PASSWORD, PASSWORD, ""));

        assertThat(second).isEqualTo(new Rejected(Map.of(Field.USERNAME, PlayerService.TAKEN)));
        assertThat(rows()).isEqualTo(before);
    }

    /** User names no other test class registers: the test JVM has one database, and a look-alike of a name there is refused too. */
    static Stream<Arguments> hostileRegistrations() {
        String ok = PASSWORD;
        return Stream.of(
                Arguments.of("a name of 1000 characters", "a".repeat(1000), ok, ok, "", Field.USERNAME, "at most 32"),
                Arguments.of("an empty name", "", ok, ok, "", Field.USERNAME, "Choose a user name"),
                Arguments.of("a name of spaces", "   ", ok, ok, "", Field.USERNAME, "Choose a user name"),
                Arguments.of("a name with a space", "ada lovelace", ok, ok, "", Field.USERNAME, "no spaces"),
                Arguments.of("a name with a leading space", " ada", ok, ok, "", Field.USERNAME, "no spaces"),
                Arguments.of(
                        "a Cyrillic look-alike",
                        "\u0430da",
                        ok,
                        ok,
                        "",
                        Field.USERNAME,
                        "no spaces or accented letters"),
                Arguments.of("an accented name", "zoë", ok, ok, "", Field.USERNAME, "accented"),
                Arguments.of("an SQL-looking name", "'; drop table player; --", ok, ok, "", Field.USERNAME, "Use only"),
                Arguments.of("a name of two characters", "ab", ok, ok, "", Field.USERNAME, "at least 3"),
                Arguments.of("a name of 33 characters", "a".repeat(33), ok, ok, "", Field.USERNAME, "at most 32"),
                Arguments.of(
                        "a password of 9 characters",
                        "hostile.ada7",
                        "123456abc",
                        "123456abc",
                        "",
                        Field.PASSWORD,
                        "at least 10"),
                Arguments.of("an empty password", "hostile.ada7", "", "", "", Field.PASSWORD, "Choose a password"),
                Arguments.of(
                        "a common password",
                        "hostile.ada7",
                        "password123",
                        "password123",
                        "",
                        Field.PASSWORD,
                        "easy to guess"),
                Arguments.of(
                        "a common password in capitals",
                        "hostile.ada7",
                        "QWERTYUIOP",
                        "QWERTYUIOP",
                        "",
                        Field.PASSWORD,
                        "easy to guess"),
                Arguments.of(
                        "ten spaces",
                        "hostile.ada7",
                        " ".repeat(10),
                        " ".repeat(10),
                        "",
                        Field.PASSWORD,
                        "Repeats such as"),
                Arguments.of(
                        "a common password dressed up",
                        "hostile.ada7",
                        "Passw0rd!!",
                        "Passw0rd!!",
                        "",
                        Field.PASSWORD,
                        "most common passwords"),
                Arguments.of(
                        "a keyboard row",
                        "hostile.ada7",
                        "qwertyuiop[]",
                        "qwertyuiop[]",
                        "",
                        Field.PASSWORD,
                        "easy to guess"),
                // Strong enough for nbvcxz alone (41.6 and 52.8 bits), but made of the player's own names.
                Arguments.of(
                        "the user name and a little",
                        "qzvorblatt",
                        "qzvorblatt77!",
                        "qzvorblatt77!",
                        "",
                        Field.PASSWORD,
                        "your own name"),
                Arguments.of(
                        "the display name and a little",
                        "hostile.ada7",
                        "Vexquorin2024!",
                        "Vexquorin2024!",
                        "Vexquorin",
                        Field.PASSWORD,
                        "your own name"),
                Arguments.of(
                        "the user name as password",
                        "hostilelovelace9",
                        "HostileLovelace9",
                        "HostileLovelace9",
                        "",
                        Field.PASSWORD,
                        "user name"),
                Arguments.of(
                        "a password of 73 bytes",
                        "hostile.ada7",
                        "x".repeat(73),
                        "x".repeat(73),
                        "",
                        Field.PASSWORD,
                        "at most 72"),
                Arguments.of(
                        "a mismatched repeat", "hostile.ada7", ok, ok + "!", "", Field.PASSWORD_AGAIN, "not the same"),
                Arguments.of(
                        "a display name of spaces",
                        "hostile.ada7",
                        ok,
                        ok,
                        "   ",
                        Field.DISPLAY_NAME,
                        "not only spaces"),
                Arguments.of(
                        "a display name of 41 characters",
                        "hostile.ada7",
                        ok,
                        ok,
                        "d".repeat(41),
                        Field.DISPLAY_NAME,
                        "at most 40"),
                Arguments.of(
                        "a display name with a control character",
                        "hostile.ada7",
                        ok,
                        ok,
                        "Ada\u0007",
                        Field.DISPLAY_NAME,
                        "control"));
    }

    @ParameterizedTest(name = "{0} is refused")
    @MethodSource("hostileRegistrations")
    void hostile_input_is_refused_with_a_clear_message_and_nothing_is_stored(
            String what,
            String username,
            String password,
            String again,
            String displayName,
            Field field,
            String message) {
        int before = rows();

        RegisterResult result = players.register(new Registration(username, password, again, displayName));

        assertThat(result)
                .isInstanceOfSatisfying(
                        Rejected.class,
                        rejected -> assertThat(rejected.errors())
                                .containsOnlyKeys(field)
                                .extractingByKey(field)
                                .asString()
                                .contains(message));
        assertThat(rows()).isEqualTo(before);
        assertThat(jdbc.queryForObject(
                        "select count(*) from information_schema.tables where upper(table_name) = 'PLAYER'",
                        Integer.class))
                .isOne();
    }

    @Test
    void a_refused_password_says_why_in_plain_words() {
        RegisterResult spaces = players.register(new Registration(name, " ".repeat(10), " ".repeat(10), ""));
        RegisterResult dressedUp = players.register(new Registration(name, "Passw0rd!!", "Passw0rd!!", ""));

        assertThat(((Rejected) spaces).errors().get(Field.PASSWORD))
                .isEqualTo(
                        "This password would be easy to guess. Repeats such as “aaa” or “abcabc” are easy to guess. Add another word or two: uncommon words do best.");
        assertThat(((Rejected) dressedUp).errors().get(Field.PASSWORD))
                .startsWith("This password would be easy to guess. It is one of the most common passwords.");
        assertThat(players.findByUsername(name)).isEmpty();
    }

    @ParameterizedTest(name = "\"{0}\" is accepted")
    @MethodSource("strongPasswords")
    void passphrases_and_random_passwords_are_accepted(String password) {
        assertThat(players.register(new Registration(name, password, password, "")))
                .isInstanceOf(RegisterResult.Registered.class);
    }

    static Stream<String> strongPasswords() {
        return Stream.of(
                "my cat eats purple rain daily",
                "walnut lantern mosaic orbit",
                "kX9#mQ2!vLp4",
                "Tr0ub4dor&3 wandered off");
    }

    @Test
    void several_mistakes_get_a_message_each() {
        RegisterResult result = players.register(new Registration("x", "short", "other", ""));

        assertThat(result)
                .isInstanceOfSatisfying(
                        Rejected.class,
                        rejected -> assertThat(rejected.errors())
                                .containsOnlyKeys(Field.USERNAME, Field.PASSWORD, Field.PASSWORD_AGAIN));
    }

    @Test
    void changing_the_password_needs_the_current_one_and_follows_the_same_rules() {
        PlayerRef.Account account = new PlayerRef.Account(register(name).id());
        String newPassword = "a much longer secret";

        assertThat(players.changePassword(account, "not it at all", newPassword, newPassword))
                .isEqualTo(new Rejected(Map.of(Field.CURRENT_PASSWORD, PlayerService.WRONG_PASSWORD)));
        assertThat(players.changePassword(account, PASSWORD, "1234567890", "1234567890"))
                .isInstanceOfSatisfying(
                        Rejected.class,
                        rejected -> assertThat(rejected.errors()).containsOnlyKeys(Field.PASSWORD));
        assertThat(players.changePassword(account, PASSWORD, newPassword, newPassword + "x"))
                .isInstanceOfSatisfying(
                        Rejected.class,
                        rejected -> assertThat(rejected.errors()).containsOnlyKeys(Field.PASSWORD_AGAIN));
        assertThat(players.changePassword(account, "x".repeat(1000), newPassword, newPassword))
                .isInstanceOf(Rejected.class);

        assertThat(players.changePassword(account, PASSWORD, newPassword, newPassword))
                .isInstanceOf(ChangeResult.Changed.class);
        assertThat(players.changePassword(account, PASSWORD, PASSWORD, PASSWORD))
                .as("the old one no longer works")
                .isInstanceOf(Rejected.class);
        assertThat(players.changePassword(account, newPassword, PASSWORD, PASSWORD))
                .isInstanceOf(ChangeResult.Changed.class);
    }

    @Test
    void the_display_name_can_be_changed_and_cleared() {
        PlayerRef.Account account = new PlayerRef.Account(register(name).id());

        String countess = "The Countess " + name.substring(4);
        assertThat(players.changeDisplayName(account, countess)).isInstanceOf(ChangeResult.Changed.class);
        assertThat(players.findByUsername(name).orElseThrow().shownName()).isEqualTo(countess);
        assertThat(players.changeDisplayName(account, " padded ")).isInstanceOf(Rejected.class);
        assertThat(players.changeDisplayName(account, "")).isInstanceOf(ChangeResult.Changed.class);
        assertThat(players.findByUsername(name).orElseThrow().shownName()).isEqualTo(name);
    }

    @Test
    void a_display_name_that_is_another_players_user_name_is_refused_in_any_case_without_saying_whose() {
        Player admin = register(name);
        String other = "Bob_" + UUID.randomUUID().toString().substring(0, 8);
        int before = rows();

        RegisterResult registered = players.register(new Registration(other, PASSWORD, PASSWORD, name.toUpperCase()));

        assertThat(registered)
                .isInstanceOfSatisfying(
                        Rejected.class,
                        rejected -> assertThat(rejected.errors())
                                .containsExactly(Map.entry(
                                        Field.DISPLAY_NAME,
                                        "This name is too much like another player’s. Choose another.")));
        assertThat(rows()).as("nothing stored").isEqualTo(before);

        PlayerRef.Account bob = new PlayerRef.Account(register(other).id());
        assertThat(players.changeDisplayName(bob, name.toLowerCase())).isInstanceOf(Rejected.class);
        assertThat(players.findByUsername(other).orElseThrow().shownName()).isEqualTo(other);
        assertThat(players.changeDisplayName(bob, other.toUpperCase()))
                .as("one's own user name is fine")
                .isInstanceOf(ChangeResult.Changed.class);
        assertThat(players.changeDisplayName(new PlayerRef.Account(admin.id()), name.toLowerCase()))
                .isInstanceOf(ChangeResult.Changed.class);
    }

    @Test
    void deleting_the_account_needs_the_password_removes_the_row_and_tells_the_other_features() {
        Player player = register(name);
        PlayerRef.Account account = new PlayerRef.Account(player.id());

        assertThat(players.deleteAccount(account, "not the password")).isInstanceOf(Rejected.class);
        assertThat(events.stream(AccountDeleted.class)).isEmpty();
        assertThat(players.findByUsername(name)).isPresent();

        assertThat(players.deleteAccount(account, PASSWORD)).isInstanceOf(ChangeResult.Changed.class);

        assertThat(events.stream(AccountDeleted.class)).containsExactly(new AccountDeleted(player.id(), name));
        assertThat(players.findByUsername(name)).isEmpty();
        assertThat(players.register(new Registration(name, PASSWORD, PASSWORD, "")))
                .as("the name is free again")
                .isInstanceOf(RegisterResult.Registered.class);
    }
}
