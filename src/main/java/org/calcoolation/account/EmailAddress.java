package org.calcoolation.account;

import java.net.IDN;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An email address as stored: trimmed, in Unicode's NFC, its domain in lower case (and in ASCII,
 * as mail servers read it); {@link #key} is the whole address in lower case, by which two accounts
 * cannot have one address. Checked only as far as mail needs: one {@code @}, a local part of at
 * most 64 characters with nothing invisible in it, a domain of letters, digits and hyphens with a
 * dot, 254 characters in all (RFC 5321). Whether the address is the player's, only a link mailed
 * to it can tell.
 */
record EmailAddress(String value) {

    static final int MAX = 254;
    static final Problem INVALID = Problem.of("account.problem.notAnAddress");
    static final Problem TOO_LONG = Problem.of("account.problem.addressTooLong", MAX);

    private static final Pattern LOCAL = Pattern.compile("[^\\s\\p{Cc}\\p{Cf}\\p{Z}@\"<>()\\[\\],;:\\\\]{1,64}");
    private static final Pattern LABEL = Pattern.compile("[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?");

    /** The address, or the message that says what is wrong with what was typed. */
    static Parsed parse(String typed) {
        // A pasted address of 10,000 characters is refused before any work on it.
        if (typed.length() > 4 * MAX) return new Parsed.Invalid(TOO_LONG);
        String address = Normalizer.normalize(typed.strip(), Normalizer.Form.NFC);
        int at = address.lastIndexOf('@');
        if (at <= 0 || at == address.length() - 1) return new Parsed.Invalid(INVALID);
        String local = address.substring(0, at);
        Optional<String> domain = domain(address.substring(at + 1));
        if (!LOCAL.matcher(local).matches() || domain.isEmpty()) return new Parsed.Invalid(INVALID);
        String value = local + "@" + domain.get();
        if (value.length() > MAX) return new Parsed.Invalid(TOO_LONG);
        return new Parsed.Valid(new EmailAddress(value));
    }

    /** The lower-case form by which addresses are compared: mail providers treat the local part so. */
    String key() {
        return value.toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return value;
    }

    private static Optional<String> domain(String typed) {
        String ascii;
        try {
            ascii = IDN.toASCII(typed, IDN.USE_STD3_ASCII_RULES).toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        String[] labels = ascii.split("\\.", -1);
        if (labels.length < 2 || ascii.length() > 253) return Optional.empty();
        for (String label : labels) {
            if (!LABEL.matcher(label).matches()) return Optional.empty();
        }
        return Optional.of(ascii);
    }

    /** What {@link #parse} found. */
    sealed interface Parsed {
        record Valid(EmailAddress address) implements Parsed {}

        record Invalid(Problem message) implements Parsed {}
    }
}
