package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
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

/**
 * Names that could pass for another player's, through the service on the real database: refused,
 * as user names and as display names, against every account's names, without saying whose; and
 * names that were alike before the rule, left as they are.
 */
@SpringBootTest
class LookAlikeNamesTest {

    static final String PASSWORD = "tangerine cage 24x";
    static final String LOOKS_LIKE = "This name is too much like another player’s. Choose another.";

    @Autowired
    PlayerService players;

    @Autowired
    NameKeysAtStart nameKeys;

    @Autowired
    JdbcTemplate jdbc;

    /** Makes each run's names new: the test database outlives a run. */
    private String suffix;

    @BeforeEach
    void freshSuffix() {
        suffix = UUID.randomUUID().toString().substring(0, 6);
    }

    private Player register(String username, String displayName) {
        RegisterResult result = players.register(new Registration(username, PASSWORD, PASSWORD, displayName));
        assertThat(result)
                .as("registering %s / %s", username, displayName)
                .isInstanceOf(RegisterResult.Registered.class);
        return ((RegisterResult.Registered) result).player();
    }

    private int accounts() {
        return jdbc.queryForObject("select count(*) from player", Integer.class);
    }

    private void refused(Registration form, Field field, String message) {
        int before = accounts();
        assertThat(players.register(form))
                .isInstanceOfSatisfying(
                        Rejected.class,
                        rejected -> assertThat(rejected.errors()).isEqualTo(Map.of(field, message)));
        assertThat(accounts()).as("nothing stored").isEqualTo(before);
    }

    @Test
    void a_user_name_with_a_capital_i_for_a_small_l_is_refused_without_saying_whose_name_it_is_like() {
        register("alice_" + suffix, "");

        refused(new Registration("aIice_" + suffix, PASSWORD, PASSWORD, ""), Field.USERNAME, LOOKS_LIKE);
        refused(
                new Registration("ALICE_" + suffix, PASSWORD, PASSWORD, ""),
                Field.USERNAME,
                PlayerService.TAKEN.english());
    }

    static Stream<Arguments> lookAlikesOfAlice() {
        return Stream.of(
                Arguments.of("a capital I for l", "aIice"),
                Arguments.of("capitals", "ALICE"),
                Arguments.of("a Cyrillic а", "\u0430lice"),
                Arguments.of("full-width letters", "\uFF41\uFF4C\uFF49\uFF43\uFF45"),
                Arguments.of("combining marks", "a\u0300li\u0307ce\u0301"),
                Arguments.of("a no-break space inside", "ali\u00A0ce"),
                Arguments.of(
                        "mathematical bold letters", "\uD835\uDC1A\uD835\uDC25\uD835\uDC22\uD835\uDC1C\uD835\uDC1E"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("lookAlikesOfAlice")
    void a_display_name_that_looks_like_another_players_display_name_is_refused(String what, String alice) {
        register("owner_" + suffix, "alice " + suffix);
        Player other = register("other_" + suffix, "");

        refused(
                new Registration("third_" + suffix, PASSWORD, PASSWORD, alice + " " + suffix),
                Field.DISPLAY_NAME,
                LOOKS_LIKE);
        assertThat(players.changeDisplayName(new PlayerRef.Account(other.id()), alice + " " + suffix))
                .isEqualTo(new Rejected(Map.of(Field.DISPLAY_NAME, AccountRules.LOOKS_LIKE)));
        assertThat(players.find(new PlayerRef.Account(other.id())).orElseThrow().displayName())
                .isEmpty();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("lookAlikesOfAlice")
    void a_display_name_that_looks_like_another_players_user_name_is_refused(String what, String alice) {
        register("alice_" + suffix, "");

        refused(
                new Registration("other_" + suffix, PASSWORD, PASSWORD, alice + "_" + suffix),
                Field.DISPLAY_NAME,
                LOOKS_LIKE);
    }

    @Test
    void a_user_name_that_looks_like_another_players_display_name_is_refused() {
        register("owner_" + suffix, "bobby_" + suffix);

        refused(new Registration("b0bby_" + suffix, PASSWORD, PASSWORD, ""), Field.USERNAME, LOOKS_LIKE);
    }

    /** Names with {s} where the run's suffix goes. */
    static Stream<Arguments> invisibleNames() {
        return Stream.of(
                Arguments.of("a zero-width space", "al\u200Bice {s}", "invisible characters"),
                Arguments.of("a zero-width joiner", "ali\u200Dce {s}", "invisible characters"),
                Arguments.of("a Hangul filler", "alice\u3164{s}", "invisible characters"),
                Arguments.of("a blank Braille pattern", "alice {s}\u2800", "invisible characters"),
                Arguments.of("a right-to-left override", "admin\u202Enimda {s}", "turn the direction of writing"),
                Arguments.of("a left-to-right mark", "\u200Ealice {s}", "turn the direction of writing"),
                Arguments.of("a pile of accents", "Z\u0351\u0352\u0357\u035B\u0363algo {s}", "at most 3 accents"),
                Arguments.of("a trailing no-break space", "alice {s}\u00A0", "spaces at the start or end"),
                Arguments.of("only no-break spaces", "\u00A0\u00A0\u00A0", "not only spaces"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invisibleNames")
    void invisible_and_direction_characters_are_refused_with_a_plain_message(String what, String name, String message) {
        Player player = register("clear_" + suffix, "");
        String typed = name.replace("{s}", suffix);

        RegisterResult registered = players.register(new Registration("shady_" + suffix, PASSWORD, PASSWORD, typed));
        ChangeResult changed = players.changeDisplayName(new PlayerRef.Account(player.id()), typed);

        assertThat(registered)
                .isInstanceOfSatisfying(
                        Rejected.class,
                        rejected -> assertThat(rejected.errors().get(Field.DISPLAY_NAME))
                                .contains(message));
        assertThat(changed)
                .isInstanceOfSatisfying(
                        Rejected.class,
                        rejected -> assertThat(rejected.errors().get(Field.DISPLAY_NAME))
                                .contains(message));
        assertThat(players.findByUsername("shady_" + suffix)).isEmpty();
    }

    @Test
    void ordinary_different_names_are_accepted() {
        register("alice_" + suffix, "Alice " + suffix);
        register("alicia_" + suffix, "Alicia " + suffix);
        register("ana_" + suffix, "Ana " + suffix);
        Player anna = register("anna_" + suffix, "Anna " + suffix);
        register("jose_" + suffix, "Josef " + suffix);

        assertThat(players.changeDisplayName(new PlayerRef.Account(anna.id()), "Annabel " + suffix))
                .isInstanceOf(ChangeResult.Changed.class);
        assertThat(players.changeDisplayName(new PlayerRef.Account(anna.id()), "Борис " + suffix))
                .isInstanceOf(ChangeResult.Changed.class);
    }

    @Test
    void a_display_name_is_stored_with_plain_spaces_and_letters() {
        Player player = register("plain_" + suffix, "Ada\u00A0\uFF2C. " + suffix);

        assertThat(players.find(new PlayerRef.Account(player.id()))
                        .orElseThrow()
                        .shownName())
                .isEqualTo("Ada L. " + suffix);
    }

    /** An account written as an older version did: no keys, and a name the rule would refuse now. */
    private long insertedBeforeTheRule(String username, String displayName) {
        jdbc.update(
                "insert into player (username, username_key, display_name, password_hash, created_at) values (?, ?, ?, ?, ?)",
                username,
                username.toLowerCase(),
                displayName,
                "$2a$10$notarealhashnotarealhashnotarealhashnotarealhashnotreal",
                OffsetDateTime.now(ZoneOffset.UTC));
        return jdbc.queryForObject("select id from player where username_key = ?", Long.class, username.toLowerCase());
    }

    @Test
    void names_alike_from_before_the_rule_stay_as_they_are_but_no_new_one_joins_them() {
        long olivia = insertedBeforeTheRule("olivia_" + suffix, null);
        long lookAlike = insertedBeforeTheRule("oIivia_" + suffix, "\u041Elivia_" + suffix);
        assertThat(jdbc.queryForObject(
                        "select count(*) from player_name_key where player_id in (?, ?)",
                        Integer.class,
                        olivia,
                        lookAlike))
                .isZero();

        assertThat(nameKeys.fill()).as("accounts given keys, as at a start").isGreaterThanOrEqualTo(2);

        assertThat(jdbc.queryForObject(
                        "select count(*) from player_name_key where player_id = ?", Integer.class, olivia))
                .isPositive();
        assertThat(players.findByUsername("olivia_" + suffix)).isPresent();
        assertThat(players.findByUsername("oIivia_" + suffix).orElseThrow().shownName())
                .isEqualTo("\u041Elivia_" + suffix);
        PlayerRef.Account existing = new PlayerRef.Account(lookAlike);
        assertThat(players.changeDisplayName(existing, "\u041Elivia_" + suffix))
                .as("its own name, saved again")
                .isInstanceOf(ChangeResult.Changed.class);
        refused(new Registration("o1ivia_" + suffix, PASSWORD, PASSWORD, ""), Field.USERNAME, LOOKS_LIKE);
        refused(
                new Registration("third_" + suffix, PASSWORD, PASSWORD, "OLIVIA_" + suffix),
                Field.DISPLAY_NAME,
                LOOKS_LIKE);

        assertThat(players.changeDisplayName(existing, "Olive " + suffix)).isInstanceOf(ChangeResult.Changed.class);
        assertThat(players.changeDisplayName(existing, "\u041Elivia_" + suffix))
                .as("once given up, it is a new name like another's")
                .isEqualTo(new Rejected(Map.of(Field.DISPLAY_NAME, AccountRules.LOOKS_LIKE)));
    }

    @Test
    void keys_made_by_another_version_are_made_again() {
        Player player = register("version_" + suffix, "Versioned " + suffix);
        jdbc.update("update app_info set info_value = ? where info_key = ?", "0; an older ICU", NameKeysAtStart.STAMP);
        jdbc.update("delete from player_name_key where player_id = ?", player.id());
        jdbc.update("insert into player_name_key (player_id, name_key) values (?, ?)", player.id(), "stale key");

        assertThat(nameKeys.fill()).isPositive();

        assertThat(jdbc.queryForList(
                        "select name_key from player_name_key where player_id = ?", String.class, player.id()))
                .containsExactlyInAnyOrderElementsOf(Names.keys("version_" + suffix, "Versioned " + suffix));
        assertThat(jdbc.queryForObject(
                        "select info_value from app_info where info_key = ?", String.class, NameKeysAtStart.STAMP))
                .isEqualTo(Names.VERSION);
        assertThat(nameKeys.fill()).as("nothing left to do").isZero();
    }
}
