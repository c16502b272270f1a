package org.calcoolation.account;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.calcoolation.base.i18n.Languages;
import org.jspecify.annotations.Nullable;

/**
 * An account: a user name that is unique without regard to case, an optional display name, and
 * the hash of a password. Change it only through {@link PlayerService}, which checks the rules.
 */
@Entity
@Table(name = "player")
public class Player {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private @Nullable Long id;

    @Column(nullable = false, updatable = false)
    private String username;

    @Column(name = "username_key", nullable = false, updatable = false)
    private String usernameKey;

    @Column(name = "display_name")
    private @Nullable String displayName;

    @Column(name = "password_hash", nullable = false)
    private String passwordHash;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    /** Confirmed by a link mailed to it; null if the player gave none. */
    @Column
    private @Nullable String email;

    /** {@link EmailAddress#key} of {@link #email}: unique, so one address gets back into one account. */
    @Column(name = "email_key")
    private @Nullable String emailKey;

    /** Goes up with each new password; sessions signed in with an older one end (see {@code signin.SessionVersions}). */
    @Column(name = "session_version", nullable = false)
    private long sessionVersion;

    /** The player's own time zone, as {@link java.time.ZoneId#of} reads it; null until a browser or the player names one. */
    @Column(name = "time_zone")
    private @Nullable String timeZone;

    /** The language chosen in the header, a tag such as "de"; null follows the browser. */
    @Column(name = "language")
    private @Nullable String language;

    /** The {@linkplain Names#keys keys} of the user name and the display name, by which no other account's names may look like these. */
    @ElementCollection
    @CollectionTable(name = "player_name_key", joinColumns = @JoinColumn(name = "player_id"))
    @Column(name = "name_key", nullable = false, length = Names.KEY_MAX)
    private Set<String> nameKeys = new HashSet<>();

    protected Player() {}

    Player(String username, @Nullable String displayName, String passwordHash, Instant createdAt) {
        this.username = username;
        this.usernameKey = keyOf(username);
        this.displayName = displayName;
        this.passwordHash = passwordHash;
        this.createdAt = createdAt;
        this.nameKeys.addAll(Names.keys(username, displayName));
    }

    /** The form in which user names are compared and indexed: lower case, whatever the locale. */
    static String keyOf(String username) {
        return username.toLowerCase(Locale.ROOT);
    }

    /** The row's id; a player has one once stored. */
    public long id() {
        if (id == null) throw new IllegalStateException("the player is not stored yet");
        return id;
    }

    /** The name the player signs in with, spelled as registered. */
    public String username() {
        return username;
    }

    /** The name to show others: the display name if one is set, else the user name. */
    public String shownName() {
        return displayName == null ? username : displayName;
    }

    /** The display name, if the player chose one. */
    public Optional<String> displayName() {
        return Optional.ofNullable(displayName);
    }

    public Instant createdAt() {
        return createdAt;
    }

    /** The confirmed email address, if the player gave one. */
    public Optional<String> email() {
        return Optional.ofNullable(email);
    }

    /** The zone the player's days run in: the one they chose or their browser told, else UTC. */
    public ZoneId zone() {
        return timeZone().orElse(ZoneOffset.UTC);
    }

    /** The zone chosen or told, if any; a stored id that no longer reads as a zone counts as none. */
    public Optional<ZoneId> timeZone() {
        if (timeZone == null) return Optional.empty();
        try {
            return Optional.of(ZoneId.of(timeZone));
        } catch (DateTimeException gone) {
            return Optional.empty();
        }
    }

    void changeTimeZone(ZoneId zone) {
        this.timeZone = zone.getId();
    }

    /** The language chosen, as a tag such as "de"; empty while the browser's is followed. */
    public Optional<String> language() {
        return Optional.ofNullable(language);
    }

    /** The language to write to this player in when no page is open (mails): the one chosen, else English. */
    public Locale speaks() {
        return Languages.parse(language).orElse(Languages.ENGLISH);
    }

    void changeLanguage(String tag) {
        this.language = tag;
    }

    void confirmEmail(EmailAddress address) {
        this.email = address.value();
        this.emailKey = address.key();
    }

    void removeEmail() {
        this.email = null;
        this.emailKey = null;
    }

    String passwordHash() {
        return passwordHash;
    }

    public long sessionVersion() {
        return sessionVersion;
    }

    /** A new password, which ends the sessions signed in with the old one, on every node. */
    void changePasswordHash(String passwordHash) {
        this.passwordHash = passwordHash;
        this.sessionVersion++;
    }

    /** A password nobody knows in place of a one-time one just used: the session that used it goes on. */
    void spendPasswordHash(String unknownHash) {
        this.passwordHash = unknownHash;
    }

    /** Ends every session signed in before now, on every node, without a new password. */
    public void endSessions() {
        this.sessionVersion++;
    }

    void changeDisplayName(@Nullable String displayName) {
        this.displayName = displayName;
        this.nameKeys.clear();
        this.nameKeys.addAll(Names.keys(username, displayName));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Player player && id != null && id.equals(player.id);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(id);
    }

    @Override
    public String toString() {
        return "Player[" + id + ", " + username + "]";
    }
}
