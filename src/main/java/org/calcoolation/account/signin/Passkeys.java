package org.calcoolation.account.signin;

import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.calcoolation.account.AccountMails;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.Problem;
import org.calcoolation.base.mail.Mail;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.web.webauthn.api.AuthenticatorAttestationResponse;
import org.springframework.security.web.webauthn.api.Bytes;
import org.springframework.security.web.webauthn.api.CredentialRecord;
import org.springframework.security.web.webauthn.api.PublicKeyCredential;
import org.springframework.security.web.webauthn.api.PublicKeyCredentialCreationOptions;
import org.springframework.security.web.webauthn.jackson.WebauthnJacksonModule;
import org.springframework.security.web.webauthn.management.ImmutablePublicKeyCredentialCreationOptionsRequest;
import org.springframework.security.web.webauthn.management.ImmutableRelyingPartyRegistrationRequest;
import org.springframework.security.web.webauthn.management.RelyingPartyPublicKey;
import org.springframework.security.web.webauthn.management.UserCredentialRepository;
import org.springframework.security.web.webauthn.management.WebAuthnRelyingPartyOperations;
import org.springframework.stereotype.Service;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.json.JsonMapper;

/**
 * An account's passkeys: listed, added and removed from the account page. Adding one is a
 * ceremony in two steps: {@link #start} gives the options the browser makes the passkey with,
 * which the page keeps on the server, and {@link #finish} checks the browser's answer against
 * them (Spring Security, by webauthn4j) and keeps the passkey. Signing in with one is Spring
 * Security's ({@link PasskeySignIn}). A player with a confirmed address is told by mail of each
 * passkey added, as of a new password: either lets someone in.
 */
@Service
public class Passkeys {

    /** Passkeys an account may have: enough for every device a person owns, and a bound for a script. */
    public static final int MOST = 20;

    public static final int LABEL_LENGTH = 40;

    private static final Logger log = LoggerFactory.getLogger(Passkeys.class);

    private final WebAuthnRelyingPartyOperations relyingParty;
    private final UserCredentialRepository credentials;
    private final PasskeyHandles handles;
    private final PlayerService players;
    private final Mail mail;
    private final AccountMails mails;
    private final Clock clock;
    private final JsonMapper json =
            JsonMapper.builder().addModule(new WebauthnJacksonModule()).build();
    private final JavaType answerType = json.getTypeFactory()
            .constructParametricType(PublicKeyCredential.class, AuthenticatorAttestationResponse.class);

    Passkeys(
            WebAuthnRelyingPartyOperations relyingParty,
            UserCredentialRepository credentials,
            PasskeyHandles handles,
            PlayerService players,
            Mail mail,
            AccountMails mails,
            Clock clock) {
        this.relyingParty = relyingParty;
        this.credentials = credentials;
        this.handles = handles;
        this.players = players;
        this.mail = mail;
        this.mails = mails;
        this.clock = clock;
    }

    /** A passkey as the account page lists it; its id is the credential's, in base64url. */
    public record Passkey(String id, String label, Instant created, Instant lastUsed) {}

    /** The first step of adding a passkey: the options for the browser, in WebAuthn's JSON, for that account only. */
    public record Ceremony(long playerId, PublicKeyCredentialCreationOptions options, String optionsJson) {}

    public sealed interface Added {
        record Done(Passkey passkey) implements Added {}

        /** Nothing was kept; {@code reason} is a sentence for the player, worded by the page. */
        record Refused(Problem reason) implements Added {}
    }

    /** A name for a passkey made in this browser, such as "Firefox on Linux", which the player may change. */
    public static String suggestedName(@Nullable String userAgent) {
        return BrowserNames.of(userAgent);
    }

    public List<Passkey> of(PlayerRef.Account account) {
        return handles.handleOf(account.id()).map(credentials::findByUserId).orElse(List.of()).stream()
                .map(Passkeys::passkey)
                .sorted(Comparator.comparing(Passkey::created))
                .toList();
    }

    public sealed interface Started {
        record Begun(Ceremony ceremony) implements Started {}

        /** No passkey may be made now; {@code reason} is a sentence for the player, worded by the page. */
        record Refused(Problem reason) implements Started {}
    }

    static final Problem WRONG_PASSWORD = Problem.of("passkeys.problem.wrongPassword");

    /**
     * Options to make a passkey with, once the account's password is given again: a passkey lets its
     * holder in for good, so a session left open, or a copied cookie, must not be enough to add one.
     */
    public Started start(PlayerRef.Account account, String password) {
        if (!players.isPasswordOf(account, password)) return new Started.Refused(WRONG_PASSWORD);
        if (of(account).size() >= MOST) return new Started.Refused(Problem.of("passkeys.problem.tooMany", MOST));
        return players.find(account)
                .<Started>map(player -> {
                    // Spring Security finds (or makes) the account's handle by the name it signs in with.
                    var signedIn =
                            UsernamePasswordAuthenticationToken.authenticated(player.username(), null, List.of());
                    PublicKeyCredentialCreationOptions options = relyingParty.createPublicKeyCredentialCreationOptions(
                            new ImmutablePublicKeyCredentialCreationOptionsRequest(signedIn));
                    return new Started.Begun(new Ceremony(player.id(), options, json.writeValueAsString(options)));
                })
                .orElse(new Started.Refused(WRONG_PASSWORD));
    }

    /** Checks the browser's answer ({@code PublicKeyCredential}'s JSON) to the ceremony's options and keeps the passkey. */
    public Added finish(PlayerRef.Account account, Ceremony ceremony, String answer, String label) {
        String name = label.strip();
        if (name.isEmpty()) return new Added.Refused(Problem.of("passkeys.problem.noName"));
        if (name.length() > LABEL_LENGTH)
            return new Added.Refused(Problem.of("passkeys.problem.nameTooLong", LABEL_LENGTH));
        if (ceremony.playerId() != account.id()) return new Added.Refused(Problem.of("passkeys.problem.otherAccount"));
        if (of(account).size() >= MOST) return new Added.Refused(Problem.of("passkeys.problem.tooMany", MOST));
        PublicKeyCredential<AuthenticatorAttestationResponse> credential;
        try {
            credential = json.readValue(answer, answerType);
        } catch (JacksonException | IllegalArgumentException unreadable) {
            return new Added.Refused(Problem.of("passkeys.problem.unreadable"));
        }
        CredentialRecord kept;
        try {
            kept = relyingParty.registerCredential(new ImmutableRelyingPartyRegistrationRequest(
                    ceremony.options(), new RelyingPartyPublicKey(credential, name)));
        } catch (DataAccessException notKept) {
            log.warn("A passkey for account {} was not kept: {}", account.id(), notKept.getMessage());
            return new Added.Refused(Problem.of("passkeys.problem.notKept"));
        } catch (RuntimeException failedCheck) {
            log.info("A passkey for account {} was refused: {}", account.id(), failedCheck.getMessage());
            return new Added.Refused(Problem.of("passkeys.problem.failedChecks"));
        }
        tell(account, name);
        return new Added.Done(passkey(kept));
    }

    /** Removes one of the account's passkeys; false if it has none of that id. */
    public boolean remove(PlayerRef.Account account, String id) {
        Bytes credentialId;
        try {
            credentialId = Bytes.fromBase64(id);
        } catch (IllegalArgumentException notAnId) {
            return false;
        }
        CredentialRecord record = credentials.findByCredentialId(credentialId);
        Optional<Bytes> handle = handles.handleOf(account.id());
        if (record == null || handle.isEmpty() || !record.getUserEntityUserId().equals(handle.get())) return false;
        credentials.delete(credentialId);
        return true;
    }

    private void tell(PlayerRef.Account account, String label) {
        players.find(account)
                .ifPresent(player -> player.email().ifPresent(address -> {
                    try {
                        mail.send(mails.passkeyAdded(address, player, label, clock.instant()));
                    } catch (Mail.NotSent e) {
                        log.warn(
                                "The mail telling account {} of a new passkey was not sent: {}",
                                account.id(),
                                e.getMessage());
                    }
                }));
    }

    private static Passkey passkey(CredentialRecord record) {
        return new Passkey(
                record.getCredentialId().toBase64UrlString(),
                record.getLabel(),
                record.getCreated(),
                record.getLastUsed());
    }
}
