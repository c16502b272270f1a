package org.calcoolation.account;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Accounts: register, change the password or display name, delete. A person's mistakes come back
 * as {@link Rejected} with a message per field, never as an exception, and then nothing is stored.
 * Operations on an existing account take its id (for a view: {@code CurrentPlayer}), never a user
 * name, which a deleted account leaves free for someone else.
 */
@Service
public class PlayerService {

    static final Problem TAKEN = Problem.of("account.problem.taken");
    static final Problem WRONG_PASSWORD = Problem.of("account.problem.wrongPassword");
    /** No account has this id: compared with every account. */
    private static final long NOBODY = 0;

    private final PlayerRepository players;
    private final PasswordEncoder passwords;
    private final ApplicationEventPublisher events;
    private final Clock clock;
    private final AccountRules rules = new AccountRules();
    private static final SecureRandom UNKNOWN = new SecureRandom();

    PlayerService(PlayerRepository players, PasswordEncoder passwords, ApplicationEventPublisher events, Clock clock) {
        this.players = players;
        this.passwords = passwords;
        this.events = events;
        this.clock = clock;
    }

    /** What a person typed into the registration form; the display name may be empty. */
    public record Registration(
            String username,
            String password,
            String passwordAgain,
            @Nullable String displayName) {}

    /**
     * Not one transaction: the insert that loses a race for a name must fail in a transaction of
     * its own, or its failure would roll back this one and the person would see an error instead
     * of "taken".
     */
    public RegisterResult register(Registration form) {
        Map<Field, Problem> errors = new EnumMap<>(Field.class);
        rules.checkUsername(form.username()).ifPresent(message -> errors.put(Field.USERNAME, message));
        if (!errors.containsKey(Field.USERNAME)) {
            if (players.existsByUsernameKey(Player.keyOf(form.username()))) errors.put(Field.USERNAME, TAKEN);
            else if (isLikeAnotherPlayers(form.username(), NOBODY)) errors.put(Field.USERNAME, AccountRules.LOOKS_LIKE);
        }
        @Nullable String displayName = shown(form.displayName());
        rules.checkDisplayName(form.displayName())
                .or(() -> displayName != null && isLikeAnotherPlayers(displayName, NOBODY)
                        ? Optional.of(AccountRules.LOOKS_LIKE)
                        : Optional.empty())
                .ifPresent(message -> errors.put(Field.DISPLAY_NAME, message));
        rules.checkNewPassword(form.password(), form.username(), displayName)
                .ifPresent(message -> errors.put(Field.PASSWORD, message));
        rules.checkRepeat(form.password(), form.passwordAgain())
                .ifPresent(message -> errors.put(Field.PASSWORD_AGAIN, message));
        if (!errors.isEmpty()) return new Rejected(errors);

        // Two look-alike names registered at the same moment can both pass; two equal ones cannot (the unique index).
        Player player = new Player(form.username(), displayName, passwords.encode(form.password()), clock.instant());
        try {
            return new RegisterResult.Registered(players.saveAndFlush(player));
        } catch (DataIntegrityViolationException raced) {
            // Someone took the same name between the check and the insert: the unique index said no.
            return Rejected.because(Field.USERNAME, TAKEN);
        }
    }

    /** The account with this user name, compared without regard to case. */
    @Transactional(readOnly = true)
    public Optional<Player> findByUsername(@Nullable String username) {
        return username == null ? Optional.empty() : players.findByUsernameKey(Player.keyOf(username));
    }

    @Transactional(readOnly = true)
    public Optional<Player> find(PlayerRef.Account account) {
        return players.findById(account.id());
    }

    /**
     * The name each of these accounts shows others ({@link Player#shownName}), by id; an account since
     * deleted is left out. For boards and lists of other features, which may not read table {@code player}.
     */
    @Transactional(readOnly = true)
    public Map<Long, String> shownNames(Collection<Long> ids) {
        Map<Long, String> names = new HashMap<>();
        for (Player player : players.findAllById(Set.copyOf(ids))) names.put(player.id(), player.shownName());
        return names;
    }

    @Transactional
    public ChangeResult changePassword(
            PlayerRef.Account account, String currentPassword, String newPassword, String newPasswordAgain) {
        Player player = existing(account);
        Map<Field, Problem> errors = new EnumMap<>(Field.class);
        if (!matches(currentPassword, player)) errors.put(Field.CURRENT_PASSWORD, WRONG_PASSWORD);
        return newPassword(player, newPassword, newPasswordAgain, errors);
    }

    /**
     * Sets the new password if it keeps the rules and {@code errors} holds none yet; other sessions end at
     * {@link PasswordChanged}, this one goes on.
     */
    private ChangeResult newPassword(
            Player player, String newPassword, String newPasswordAgain, Map<Field, Problem> errors) {
        rules.checkNewPassword(
                        newPassword, player.username(), player.displayName().orElse(null))
                .ifPresent(message -> errors.put(Field.PASSWORD, message));
        rules.checkRepeat(newPassword, newPasswordAgain)
                .ifPresent(message -> errors.put(Field.PASSWORD_AGAIN, message));
        if (!errors.isEmpty()) return new Rejected(errors);
        player.changePasswordHash(passwords.encode(newPassword));
        events.publishEvent(new PasswordChanged(player.id(), player.sessionVersion()));
        return new ChangeResult.Changed(player);
    }

    /**
     * Sets the name shown to others, in the form {@link Names#prepared} gives; an empty one shows
     * the user name instead. A name too like another player's is refused, unless it is the one the
     * player already has (names alike from before the rule stay).
     */
    @Transactional
    public ChangeResult changeDisplayName(PlayerRef.Account account, String displayName) {
        Player player = existing(account);
        Optional<Problem> problem = rules.checkDisplayName(displayName);
        if (problem.isPresent()) return Rejected.because(Field.DISPLAY_NAME, problem.get());
        @Nullable String shown = shown(displayName);
        if (Objects.equals(shown, player.displayName().orElse(null))) return new ChangeResult.Changed(player);
        if (shown != null && isLikeAnotherPlayers(shown, player.id()))
            return Rejected.because(Field.DISPLAY_NAME, AccountRules.LOOKS_LIKE);
        player.changeDisplayName(shown);
        return new ChangeResult.Changed(player);
    }

    /** Sets the zone the player's days run in, from a zone id such as Europe/Paris; anything else is refused. */
    @Transactional
    public ChangeResult changeTimeZone(PlayerRef.Account account, String zoneId) {
        Optional<ZoneId> zone = TimeZones.parse(zoneId);
        if (zone.isEmpty()) return Rejected.because(Field.TIME_ZONE, TimeZones.NOT_A_ZONE);
        Player player = existing(account);
        player.changeTimeZone(zone.get());
        return new ChangeResult.Changed(player);
    }

    /** Keeps the language chosen in the header, as a tag such as "de" (checked by the caller against the languages spoken). */
    @Transactional
    public void changeLanguage(PlayerRef.Account account, String tag) {
        existing(account).changeLanguage(tag);
    }

    /**
     * The zone a browser reports for a signed-in player, kept only while the account has none: one
     * chosen on the account page stays when the player travels. The zone in effect afterwards.
     */
    @Transactional
    public ZoneId noteBrowserZone(PlayerRef.Account account, @Nullable String zoneId) {
        Player player = existing(account);
        if (player.timeZone().isEmpty()) TimeZones.parse(zoneId).ifPresent(player::changeTimeZone);
        return player.zone();
    }

    /** These accounts, those that still exist: for the jobs of other features, which may not read table {@code player}. */
    @Transactional(readOnly = true)
    public List<Player> findAll(Collection<Long> ids) {
        return players.findAllById(Set.copyOf(ids));
    }

    /**
     * Deletes the account once its password is given again, and publishes {@link AccountDeleted}
     * in the same transaction so that other features delete the player's data with it.
     */
    @Transactional
    public ChangeResult deleteAccount(PlayerRef.Account account, String password) {
        Player player = existing(account);
        if (!matches(password, player)) return Rejected.because(Field.CURRENT_PASSWORD, WRONG_PASSWORD);
        events.publishEvent(new AccountDeleted(player.id(), player.username()));
        players.delete(player);
        return new ChangeResult.Changed(player);
    }

    /**
     * An account another feature makes for someone (a teacher's student, in {@code classroom}): the
     * user name checked as at registration, the password not, for the feature drew it at random.
     * Empty if the name is taken or too like another's. The caller keeps who may use it.
     */
    public Optional<Player> registerMade(String username, String password) {
        if (rules.checkUsername(username).isPresent()
                || players.existsByUsernameKey(Player.keyOf(username))
                || isLikeAnotherPlayers(username, NOBODY)) return Optional.empty();
        try {
            return Optional.of(
                    players.saveAndFlush(new Player(username, null, passwords.encode(password), clock.instant())));
        } catch (DataIntegrityViolationException raced) {
            return Optional.empty();
        }
    }

    /**
     * Spends a one-time password at the sign-in that used it: a password nobody knows takes its place,
     * so it signs nobody in again, while the session it opened goes on (its version stays).
     */
    @Transactional
    public void spendPassword(PlayerRef.Account account) {
        existing(account).spendPasswordHash(passwords.encode(unknownPassword()));
    }

    /**
     * A new password without the current one, as the rules of a change allow: for the feature that made
     * the account and judged that its player may (a student setting theirs at first sign-in). Other
     * sessions end, this one goes on, as for {@link #changePassword}.
     */
    @Transactional
    public ChangeResult setMadePassword(PlayerRef.Account account, String newPassword, String newPasswordAgain) {
        return newPassword(existing(account), newPassword, newPasswordAgain, new EnumMap<>(Field.class));
    }

    /**
     * A new one-time password set by the feature that made the account, on its maker's request (a
     * teacher's new sign-in card): every session of the account ends at its next look at its version.
     * No {@link PasswordChanged}: the request is the maker's, whose own session must not take it.
     */
    @Transactional
    public void resetMadePassword(PlayerRef.Account account, String password) {
        existing(account).changePasswordHash(passwords.encode(password));
    }

    /**
     * Deletes an account without its password, for the feature that made it and checked who asks (a
     * teacher deleting a student); publishes {@link AccountDeleted} as {@link #deleteAccount} does.
     */
    @Transactional
    public void deleteMade(PlayerRef.Account account) {
        players.findById(account.id()).ifPresent(player -> {
            events.publishEvent(new AccountDeleted(player.id(), player.username()));
            players.delete(player);
        });
    }

    private static String unknownPassword() {
        byte[] bits = new byte[32];
        UNKNOWN.nextBytes(bits);
        return HexFormat.of().formatHex(bits);
    }

    /** Whether an account other than this one (or {@link #NOBODY}) has a user or display name that looks like this one. */
    private boolean isLikeAnotherPlayers(String name, long except) {
        return players.existsNameLike(Names.keys(name), except);
    }

    /** The display name as it would be stored: none for an empty one. */
    private static @Nullable String shown(@Nullable String displayName) {
        return displayName == null || displayName.isEmpty() ? null : Names.prepared(displayName);
    }

    private Player existing(PlayerRef.Account account) {
        return players.findById(account.id())
                .orElseThrow(() -> new IllegalStateException("no account " + account.id()));
    }

    /** Whether this is the account's password: asked again before a change that lets someone in, such as a passkey. */
    public boolean isPasswordOf(PlayerRef.Account account, @Nullable String password) {
        return find(account).map(player -> matches(password, player)).orElse(false);
    }

    private boolean matches(@Nullable String password, Player player) {
        return password != null && !password.isEmpty() && passwords.matches(password, player.passwordHash());
    }
}
