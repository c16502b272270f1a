package org.calcoolation.account;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

/**
 * What user names, display names and passwords may look like. Each check gives the message to
 * show next to the field, or nothing if the value is fine.
 */
final class AccountRules {

    static final int USERNAME_MIN = 3;
    static final int USERNAME_MAX = 32;
    static final int DISPLAY_NAME_MAX = 40;
    static final int PASSWORD_MIN = 10;
    /** BCrypt reads only the first 72 bytes of a password, and Spring's encoder refuses longer ones. */
    static final int PASSWORD_MAX_BYTES = 72;

    /** A display name is shown where a user name would be, so it may not pass for someone else's. */
    static final String SOMEONE_ELSES_NAME = "This is another player's user name. Choose a name of your own.";

    /** Plain ASCII only, so that no two names look alike (a Cyrillic "а" is not an "a"). */
    private static final Pattern USERNAME = Pattern.compile("[A-Za-z0-9_.-]+");
    private static final String COMMON_PASSWORDS = "/account/common-passwords.txt";

    private final Set<String> commonPasswords;

    AccountRules(Set<String> commonPasswords) {
        this.commonPasswords = commonPasswords.stream().map(p -> p.toLowerCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());
    }

    /** The rules with the list of common passwords shipped in the jar. */
    static AccountRules withShippedList() {
        try (InputStream in = AccountRules.class.getResourceAsStream(COMMON_PASSWORDS)) {
            if (in == null) throw new IllegalStateException(COMMON_PASSWORDS + " is missing from the class path");
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return new AccountRules(lines.lines().map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#")).collect(Collectors.toSet()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Optional<String> checkUsername(@Nullable String username) {
        if (username == null || username.isBlank()) return Optional.of("Choose a user name.");
        if (!USERNAME.matcher(username).matches()) {
            return Optional.of("Use only the letters a–z and A–Z, digits, and _ - . (no spaces or accented letters).");
        }
        if (username.length() < USERNAME_MIN) return Optional.of("Use at least " + USERNAME_MIN + " characters.");
        if (username.length() > USERNAME_MAX) return Optional.of("Use at most " + USERNAME_MAX + " characters.");
        return Optional.empty();
    }

    Optional<String> checkDisplayName(@Nullable String displayName) {
        if (displayName == null || displayName.isEmpty()) return Optional.empty();
        if (displayName.isBlank()) return Optional.of("Leave it empty, or write a name (not only spaces).");
        if (displayName.strip().length() != displayName.length()) return Optional.of("Remove the spaces at the start or end.");
        if (displayName.codePointCount(0, displayName.length()) > DISPLAY_NAME_MAX) {
            return Optional.of("Use at most " + DISPLAY_NAME_MAX + " characters.");
        }
        if (displayName.codePoints().anyMatch(c -> Character.isISOControl(c) || Character.getType(c) == Character.FORMAT)) {
            return Optional.of("Remove the invisible control characters.");
        }
        return Optional.empty();
    }

    /**
     * A display name must not be another player's user name, in any case: "admin" shown beside a
     * time would pass for the account {@code admin}. Your own user name is fine.
     *
     * @param isUsername whether a user name (compared without regard to case) belongs to an account
     */
    Optional<String> checkDisplayNameIsOwn(@Nullable String displayName, @Nullable String ownUsername, Predicate<String> isUsername) {
        if (displayName == null || displayName.isEmpty() || displayName.equalsIgnoreCase(ownUsername)) return Optional.empty();
        return isUsername.test(displayName) ? Optional.of(SOMEONE_ELSES_NAME) : Optional.empty();
    }

    Optional<String> checkNewPassword(@Nullable String password, String username) {
        if (password == null || password.isEmpty()) return Optional.of("Choose a password.");
        if (password.codePointCount(0, password.length()) < PASSWORD_MIN) {
            return Optional.of("Use at least " + PASSWORD_MIN + " characters.");
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > PASSWORD_MAX_BYTES) {
            return Optional.of("Use at most " + PASSWORD_MAX_BYTES + " characters (fewer with accented letters or emoji).");
        }
        String lower = password.toLowerCase(Locale.ROOT);
        if (commonPasswords.contains(lower)) return Optional.of("This password is one of the most common; choose another.");
        if (password.equalsIgnoreCase(username)) return Optional.of("Do not use your user name as your password.");
        return Optional.empty();
    }

    Optional<String> checkRepeat(@Nullable String password, @Nullable String again) {
        return password != null && password.equals(again) ? Optional.empty() : Optional.of("The two passwords are not the same.");
    }
}
