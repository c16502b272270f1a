package org.calcoolation.account;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import me.gosimple.nbvcxz.Nbvcxz;
import me.gosimple.nbvcxz.matching.match.DictionaryMatch;
import me.gosimple.nbvcxz.resources.ConfigurationBuilder;
import me.gosimple.nbvcxz.resources.Dictionary;
import me.gosimple.nbvcxz.resources.DictionaryBuilder;
import me.gosimple.nbvcxz.resources.Feedback;
import org.jspecify.annotations.Nullable;

/**
 * What user names, display names and passwords may look like. Each check gives the message to
 * show next to the field (a bundle key), or nothing if the value is fine.
 */
final class AccountRules {

    static final int USERNAME_MIN = 3;
    static final int USERNAME_MAX = 32;
    static final int DISPLAY_NAME_MAX = 40;
    static final int PASSWORD_MIN = 10;
    /** BCrypt reads only the first 72 bytes of a password, and Spring's encoder refuses longer ones. */
    static final int PASSWORD_MAX_BYTES = 72;

    /**
     * A name (user or display) whose {@linkplain Names#keys keys} another account's names share:
     * shown beside a time, it would pass for that player. Says nothing of which account that is.
     */
    static final Problem LOOKS_LIKE = Problem.of("account.problem.looksLike");

    /**
     * How hard a new password must be to guess, in bits (log2 of the guesses nbvcxz reckons an
     * attacker needs): its default, 35 bits, some 3 × 10^10 guesses. Out of reach through the
     * sign-in lockout, and days to weeks for one GPU against a stolen BCrypt hash.
     */
    static final double PASSWORD_MIN_BITS = 35;
    /** nbvcxz's search for the best split of a password gives up after this, with the best it found; a long repeat would take seconds. */
    private static final long ESTIMATE_MILLIS = 100;

    private static final String OWN_NAMES = "own names";

    /** Plain ASCII only, so that no two names look alike (a Cyrillic "а" is not an "a"). */
    private static final Pattern USERNAME = Pattern.compile("[A-Za-z0-9_.-]+");

    Optional<Problem> checkUsername(@Nullable String username) {
        if (username == null || username.isBlank()) return Optional.of(Problem.of("account.problem.noUsername"));
        if (!USERNAME.matcher(username).matches()) {
            return Optional.of(Problem.of("account.problem.usernameLetters"));
        }
        if (username.length() < USERNAME_MIN) return Optional.of(Problem.of("account.problem.atLeast", USERNAME_MIN));
        if (username.length() > USERNAME_MAX) return Optional.of(Problem.of("account.problem.atMost", USERNAME_MAX));
        return Optional.empty();
    }

    /**
     * What may be shown as a name: nothing invisible, nothing that turns the writing around, no
     * pile of accents, no spaces around it; judged on the form it is stored in ({@link Names#prepared}),
     * in which every kind of space is a plain one. Whether it is too like another player's is the
     * service's question.
     */
    Optional<Problem> checkDisplayName(@Nullable String displayName) {
        if (displayName == null || displayName.isEmpty()) return Optional.empty();
        // NFKC can lengthen a name (one Arabic ligature is 18 letters); nothing this long can be short enough after.
        if (displayName.length() > 4 * DISPLAY_NAME_MAX)
            return Optional.of(Problem.of("account.problem.atMost", DISPLAY_NAME_MAX));
        if (displayName.codePoints().anyMatch(Names::isControl))
            return Optional.of(Problem.of("account.problem.controls"));
        if (displayName.codePoints().anyMatch(Names::turnsWriting)) {
            return Optional.of(Problem.of("account.problem.direction"));
        }
        if (displayName.codePoints().anyMatch(Names::isInvisible)) {
            return Optional.of(Problem.of("account.problem.invisible"));
        }
        if (Names.hasPiledMarks(displayName))
            return Optional.of(Problem.of("account.problem.accents", Names.MARKS_MAX));
        String shown = Names.prepared(displayName);
        if (shown.isBlank()) return Optional.of(Problem.of("account.problem.onlySpaces"));
        if (shown.strip().length() != shown.length()) return Optional.of(Problem.of("account.problem.outerSpaces"));
        if (shown.codePointCount(0, shown.length()) > DISPLAY_NAME_MAX)
            return Optional.of(Problem.of("account.problem.atMost", DISPLAY_NAME_MAX));
        return Optional.empty();
    }

    /**
     * A new password: long enough, within BCrypt's limit, not the user name, and hard enough to
     * guess by nbvcxz's estimate, which also knows the player's own names.
     */
    Optional<Problem> checkNewPassword(@Nullable String password, String username, @Nullable String displayName) {
        if (password == null || password.isEmpty()) return Optional.of(Problem.of("account.problem.noPassword"));
        if (password.codePointCount(0, password.length()) < PASSWORD_MIN) {
            return Optional.of(Problem.of("account.problem.atLeast", PASSWORD_MIN));
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > PASSWORD_MAX_BYTES) {
            return Optional.of(Problem.of("account.problem.passwordTooLong", PASSWORD_MAX_BYTES));
        }
        if (password.equalsIgnoreCase(username)) return Optional.of(Problem.of("account.problem.passwordIsName"));
        return tooEasyToGuess(password, displayName == null ? List.of(username) : List.of(username, displayName));
    }

    /** nbvcxz's judgement: whether the password is easy to guess, and why. */
    private static Optional<Problem> tooEasyToGuess(String password, List<String> ownNames) {
        // Its dictionaries load at the first call (leaked passwords, words, names), not at start.
        List<Dictionary> dictionaries = new ArrayList<>(ConfigurationBuilder.getDefaultDictionaries());
        DictionaryBuilder own = new DictionaryBuilder().setDictionaryName(OWN_NAMES);
        ownNames.forEach(name -> own.addWord(name.toLowerCase(Locale.ROOT), 1));
        dictionaries.add(own.createDictionary());
        Nbvcxz estimator = new Nbvcxz(new ConfigurationBuilder()
                .setDictionaries(dictionaries)
                .setMinimumEntropy(PASSWORD_MIN_BITS)
                .setCombinationAlgorithmTimeout(ESTIMATE_MILLIS)
                .setLocale(Locale.ENGLISH)
                .createConfiguration());
        var estimate = estimator.estimate(password);
        if (estimate.isMinimumEntropyMet()) return Optional.empty();
        boolean ownName = estimate.getMatches().stream()
                .anyMatch(match -> match instanceof DictionaryMatch word && OWN_NAMES.equals(word.getDictionaryName()));
        // nbvcxz would call a name of one's own "a top-10 common password".
        if (ownName) return Optional.of(Problem.of("account.problem.ownName"));
        return Optional.of(Problem.of("account.problem.guessable", weakness(estimate.getFeedback())));
    }

    /**
     * What nbvcxz found, as one word the bundles turn into a sentence in any language (its own
     * feedback speaks only some of ours): common, keyboard, repeat, sequence, years, dates, or other.
     */
    static String weakness(Feedback feedback) {
        String warning = feedback.getWarningKey() == null ? "" : feedback.getWarningKey();
        if (warning.startsWith("feedback.dictionary")) return "common";
        if (warning.startsWith("feedback.spatial")) return "keyboard";
        if (warning.startsWith("feedback.repeat")) return "repeat";
        if (warning.startsWith("feedback.sequence")) return "sequence";
        if (warning.startsWith("feedback.year")) return "years";
        if (warning.startsWith("feedback.date")) return "dates";
        return "other";
    }

    Optional<Problem> checkRepeat(@Nullable String password, @Nullable String again) {
        return password != null && password.equals(again)
                ? Optional.empty()
                : Optional.of(Problem.of("account.problem.notSame"));
    }
}
