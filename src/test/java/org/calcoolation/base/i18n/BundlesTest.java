package org.calcoolation.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Guards the bundles translators edit: every language has English's keys, no others, and messages ICU reads alike. */
class BundlesTest {

    private static final Path BUNDLES = Path.of("src/main/resources/i18n");
    /** Copies with one mistake each, so that the check is seen to catch each kind. */
    private static final Path BROKEN = Path.of("src/test/resources/i18n-broken");

    @Test
    void every_language_has_exactly_englishs_keys_and_well_formed_messages() {
        List<String> problems = BundleCheck.problems(BUNDLES);
        System.out.println("Checked "
                + BundleCheck.read(BUNDLES.resolve("messages.properties")).size() + " keys in "
                + BundleCheck.languageFiles(BUNDLES).size() + " languages");
        assertThat(problems).isEmpty();
    }

    @Test
    void each_language_the_site_offers_has_a_bundle_and_each_bundle_is_offered() {
        List<String> files = BundleCheck.languageFiles(BUNDLES).stream()
                .map(f -> f.getFileName().toString())
                .toList();
        List<String> offered = Languages.ALL.stream()
                .filter(l -> !l.equals(Languages.ENGLISH))
                .map(l -> "messages_" + l.getLanguage() + ".properties")
                .toList();
        assertThat(files).containsExactlyInAnyOrderElementsOf(offered);
    }

    @Test
    void the_check_catches_a_missing_key_an_extra_key_a_changed_argument_and_broken_syntax() {
        List<String> problems = BundleCheck.problems(BROKEN);

        assertThat(problems).hasSize(4);
        assertThat(problems)
                .contains(
                        "messages_de.properties: misses login.title",
                        "messages_de.properties: has login.titel, which English lacks",
                        "messages_fr.properties: login.wait.fromHere has arguments [wait], English [0]");
        assertThat(problems)
                .anyMatch(p -> p.startsWith("messages_fr.properties: login.wait.minutes is not ICU MessageFormat"));
    }

    @Test
    void a_file_that_is_not_utf8_is_refused() {
        assertThatThrownBy(() -> BundleCheck.read(BROKEN.resolve("latin1.properties.txt")))
                .hasMessageContaining("is not UTF-8");
    }

    @Test
    void plurals_arguments_and_the_english_fallback_format_for_the_locale() {
        var messages = new BundleMessages();

        assertThat(messages.getTranslation("login.wait.minutes", Locale.GERMAN, 1))
                .isEqualTo("1 Minute");
        assertThat(messages.getTranslation("login.wait.minutes", Locale.GERMAN, 4))
                .isEqualTo("4 Minuten");
        assertThat(messages.getTranslation("login.wait.seconds", Locale.JAPANESE, 40))
                .isEqualTo("40秒");
        assertThat(messages.getTranslation("page.title", Locale.FRENCH, "Connexion"))
                .isEqualTo("Connexion · Calcoolation");
        assertThat(messages.getTranslation("nav.play", Locale.forLanguageTag("de-AT")))
                .isEqualTo("Spielen");
        assertThat(messages.getTranslation("nav.play", Locale.forLanguageTag("pt-BR")))
                .as("a language the site does not speak gets English")
                .isEqualTo("Play");
        assertThat(BundleMessages.format(
                        "{n, number} {n, plural, one {cage} other {cages}}", Locale.GERMAN, Map.of("n", 1234)))
                .isEqualTo("1.234 cages");
        assertThat(messages.getTranslation("no.such.key", Locale.ENGLISH)).isEqualTo("!no.such.key!");
    }
}
