package org.calcoolation.account.signin;

import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.web.webauthn.api.Bytes;
import org.springframework.security.web.webauthn.api.ImmutablePublicKeyCredentialUserEntity;
import org.springframework.security.web.webauthn.api.PublicKeyCredentialUserEntity;
import org.springframework.security.web.webauthn.management.PublicKeyCredentialUserEntityRepository;
import org.springframework.stereotype.Component;

/**
 * The handle each account's passkeys carry (WebAuthn's user.id), in table {@code passkey_user}:
 * made at random by Spring Security the first time an account adds a passkey, and bound to the
 * account's id, so that a name freed by a deleted account never reaches the old passkeys, and
 * deleting the account deletes the handle and its passkeys with it. Spring Security looks a
 * player up by the user name it signed in with, which is the name as stored.
 */
@Component
class PasskeyHandles implements PublicKeyCredentialUserEntityRepository {

    private static final String ENTITY =
            "SELECT u.handle, p.id, p.username, p.display_name FROM passkey_user u JOIN player p ON p.id = u.player_id ";

    private final JdbcTemplate jdbc;

    PasskeyHandles(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** A handle and the account it belongs to. */
    record Owner(
            Bytes handle,
            long playerId,
            String username,
            @Nullable String displayName) {
        PublicKeyCredentialUserEntity entity() {
            return ImmutablePublicKeyCredentialUserEntity.builder()
                    .id(handle)
                    .name(username)
                    .displayName(displayName == null ? username : displayName)
                    .build();
        }
    }

    Optional<Owner> ownerOf(Bytes handle) {
        return first(jdbc.query(
                ENTITY + "WHERE u.handle = ?",
                (rs, row) -> owner(rs.getString(1), rs.getLong(2), rs.getString(3), rs.getString(4)),
                handle.toBase64UrlString()));
    }

    Optional<Bytes> handleOf(long playerId) {
        return first(jdbc.queryForList("SELECT handle FROM passkey_user WHERE player_id = ?", String.class, playerId))
                .map(Bytes::fromBase64);
    }

    @Override
    public @Nullable PublicKeyCredentialUserEntity findById(Bytes id) {
        return ownerOf(id).map(Owner::entity).orElse(null);
    }

    @Override
    public @Nullable PublicKeyCredentialUserEntity findByUsername(String username) {
        return first(jdbc.query(
                        ENTITY + "WHERE p.username = ?",
                        (rs, row) -> owner(rs.getString(1), rs.getLong(2), rs.getString(3), rs.getString(4)),
                        username))
                .map(Owner::entity)
                .orElse(null);
    }

    /**
     * Keeps the handle Spring Security made for the account of that name. Of two made at once for
     * one account the first stays; a passkey made with the other is refused when it is added, as
     * its handle then belongs to nobody.
     */
    @Override
    public void save(PublicKeyCredentialUserEntity entity) {
        try {
            jdbc.update(
                    "INSERT INTO passkey_user (player_id, handle) SELECT id, ? FROM player WHERE username = ?",
                    entity.getId().toBase64UrlString(),
                    entity.getName());
        } catch (DuplicateKeyException madeAtTheSameTime) {
            // The other one is kept.
        }
    }

    @Override
    public void delete(Bytes id) {
        jdbc.update("DELETE FROM passkey_user WHERE handle = ?", id.toBase64UrlString());
    }

    private static Owner owner(String handle, long playerId, String username, @Nullable String displayName) {
        return new Owner(Bytes.fromBase64(handle), playerId, username, displayName);
    }

    private static <T> Optional<T> first(List<T> rows) {
        return rows.stream().findFirst();
    }
}
