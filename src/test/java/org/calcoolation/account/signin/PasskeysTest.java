package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.web.webauthn.api.AuthenticatorTransport;
import org.springframework.security.web.webauthn.api.Bytes;
import org.springframework.security.web.webauthn.api.ImmutableCredentialRecord;
import org.springframework.security.web.webauthn.api.ImmutablePublicKeyCose;
import org.springframework.security.web.webauthn.api.PublicKeyCredentialType;
import org.springframework.security.web.webauthn.management.UserCredentialRepository;

/**
 * An account's passkeys on the real database: the handle an account gets once, whose passkeys
 * are listed and may be removed (by their owner only), what a ceremony refuses before any check
 * of a signature, and that deleting an account takes its passkeys while a new account of the
 * freed name starts with none. Passkeys made by a real authenticator are {@code PasskeyJourneyIT}'s.
 */
@SpringBootTest
class PasskeysTest {

    private static final String PASSWORD = "correct horse battery";

    @Autowired
    Passkeys passkeys;

    @Autowired
    PasskeyHandles handles;

    @Autowired
    UserCredentialRepository credentials;

    @Autowired
    PlayerService players;

    @Autowired
    JdbcTemplate jdbc;

    private Player newPlayer(String name) {
        RegisterResult result = players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, ""));
        return ((RegisterResult.Registered) result).player();
    }

    private static String newName() {
        return "pk" + UUID.randomUUID().toString().substring(0, 8);
    }

    /** A passkey as the database keeps one; its public key is not a real one, which only signing in would notice. */
    private Bytes kept(Bytes handle, String label) {
        Bytes id = Bytes.random();
        credentials.save(ImmutableCredentialRecord.builder()
                .credentialId(id)
                .userEntityUserId(handle)
                .publicKey(new ImmutablePublicKeyCose(new byte[] {1, 2, 3}))
                .credentialType(PublicKeyCredentialType.PUBLIC_KEY)
                .transports(Set.of(AuthenticatorTransport.INTERNAL))
                .label(label)
                .created(Instant.now().truncatedTo(ChronoUnit.MILLIS))
                .build());
        return id;
    }

    private Passkeys.Ceremony ceremony(PlayerRef.Account account) {
        return ((Passkeys.Started.Begun) passkeys.start(account, PASSWORD)).ceremony();
    }

    @Test
    void a_passkey_is_begun_only_with_the_accounts_password_given_again() {
        Player player = newPlayer(newName());
        PlayerRef.Account account = new PlayerRef.Account(player.id());

        assertThat(passkeys.start(account, "not the password"))
                .isEqualTo(new Passkeys.Started.Refused(Passkeys.WRONG_PASSWORD));
        assertThat(passkeys.start(account, "")).isEqualTo(new Passkeys.Started.Refused(Passkeys.WRONG_PASSWORD));
        assertThat(handles.handleOf(player.id())).as("nothing made").isEmpty();
        assertThat(passkeys.start(account, PASSWORD)).isInstanceOf(Passkeys.Started.Begun.class);
    }

    private Bytes handleOf(Player player) {
        assertThat(passkeys.start(new PlayerRef.Account(player.id()), PASSWORD))
                .isInstanceOf(Passkeys.Started.Begun.class);
        return handles.handleOf(player.id()).orElseThrow();
    }

    @Test
    void an_account_gets_one_random_handle_that_every_ceremony_names() {
        Player player = newPlayer(newName());
        PlayerRef.Account account = new PlayerRef.Account(player.id());
        assertThat(handles.handleOf(player.id())).isEmpty();

        Passkeys.Ceremony first = ceremony(account);
        Passkeys.Ceremony second = ceremony(account);

        Bytes handle = handles.handleOf(player.id()).orElseThrow();
        assertThat(first.options().getUser().getId())
                .isEqualTo(handle)
                .isEqualTo(second.options().getUser().getId());
        assertThat(handle.getBytes()).hasSizeGreaterThanOrEqualTo(32);
        assertThat(first.options().getChallenge()).isNotEqualTo(second.options().getChallenge());
        assertThat(first.optionsJson())
                .contains("\"rp\"")
                .contains("\"id\":\"localhost\"")
                .contains(handle.toBase64UrlString())
                .doesNotContain(PASSWORD);
        assertThat(handles.ownerOf(handle).orElseThrow().playerId()).isEqualTo(player.id());
    }

    @Test
    void an_accounts_passkeys_are_listed_oldest_first_and_removed_by_their_owner_only() {
        Player owner = newPlayer(newName()), other = newPlayer(newName());
        Bytes phone = kept(handleOf(owner), "Phone");
        Bytes laptop = kept(handleOf(owner), "Laptop");
        Bytes theirs = kept(handleOf(other), "Theirs");
        PlayerRef.Account account = new PlayerRef.Account(owner.id());

        assertThat(passkeys.of(account)).extracting(Passkeys.Passkey::label).containsExactly("Phone", "Laptop");
        assertThat(passkeys.remove(account, theirs.toBase64UrlString()))
                .as("another account's")
                .isFalse();
        assertThat(passkeys.remove(account, "not base64 at all!")).isFalse();
        assertThat(passkeys.remove(account, Bytes.random().toBase64UrlString()))
                .as("nobody's")
                .isFalse();
        assertThat(passkeys.remove(account, phone.toBase64UrlString())).isTrue();
        assertThat(passkeys.remove(account, phone.toBase64UrlString()))
                .as("already gone")
                .isFalse();

        assertThat(passkeys.of(account)).extracting(Passkeys.Passkey::id).containsExactly(laptop.toBase64UrlString());
        assertThat(passkeys.of(new PlayerRef.Account(other.id())))
                .extracting(Passkeys.Passkey::label)
                .containsExactly("Theirs");
    }

    @Test
    void a_ceremony_refuses_a_bad_name_another_accounts_options_and_an_unreadable_answer_and_keeps_nothing() {
        Player player = newPlayer(newName()), other = newPlayer(newName());
        PlayerRef.Account account = new PlayerRef.Account(player.id());
        Passkeys.Ceremony ceremony = ceremony(account);
        Passkeys.Ceremony theirs = ceremony(new PlayerRef.Account(other.id()));

        assertThat(passkeys.finish(account, ceremony, "{}", "   ")).isInstanceOf(Passkeys.Added.Refused.class);
        assertThat(passkeys.finish(account, ceremony, "{}", "x".repeat(Passkeys.LABEL_LENGTH + 1)))
                .isInstanceOf(Passkeys.Added.Refused.class);
        assertThat(passkeys.finish(account, theirs, "{}", "Phone")).isInstanceOf(Passkeys.Added.Refused.class);
        assertThat(passkeys.finish(account, ceremony, "not json", "Phone")).isInstanceOf(Passkeys.Added.Refused.class);
        assertThat(passkeys.finish(account, ceremony, "x".repeat(10_000), "Phone"))
                .isInstanceOf(Passkeys.Added.Refused.class);
        Passkeys.Added forged = passkeys.finish(account, ceremony, """
                {"id":"AAAA","rawId":"AAAA","type":"public-key","response":{"attestationObject":"AAAA","clientDataJSON":"AAAA","transports":[]},
                 "clientExtensionResults":{}}""", "Phone");
        assertThat(forged)
                .isInstanceOfSatisfying(
                        Passkeys.Added.Refused.class,
                        refused -> assertThat(refused.reason().english())
                                .isEqualTo("The passkey did not pass the checks, so it was not added. Try again."));

        assertThat(passkeys.of(account)).isEmpty();
    }

    @Test
    void an_account_has_at_most_twenty_passkeys() {
        Player player = newPlayer(newName());
        Bytes handle = handleOf(player);
        for (int i = 0; i < Passkeys.MOST; i++) kept(handle, "Key " + i);

        assertThat(passkeys.start(new PlayerRef.Account(player.id()), PASSWORD))
                .isInstanceOfSatisfying(
                        Passkeys.Started.Refused.class,
                        refused -> assertThat(refused.reason().english())
                                .isEqualTo("An account has at most 20 passkeys. Remove one first."));
    }

    @Test
    void deleting_an_account_deletes_its_passkeys_and_a_new_account_of_its_name_has_none() {
        String name = newName();
        Player first = newPlayer(name);
        Bytes handle = handleOf(first);
        Bytes passkey = kept(handle, "Phone");

        assertThat(players.deleteAccount(new PlayerRef.Account(first.id()), PASSWORD))
                .isInstanceOf(ChangeResult.Changed.class);

        assertThat(credentials.findByCredentialId(passkey)).isNull();
        assertThat(handles.ownerOf(handle)).isEmpty();
        Player second = newPlayer(name);
        assertThat(passkeys.of(new PlayerRef.Account(second.id()))).isEmpty();
        assertThat(handles.findByUsername(name)).isNull();
        assertThat(handleOf(second)).isNotEqualTo(handle);
    }
}
