-- Passkeys (see account/PasskeySecurity). "passkey_user" gives an account the handle that its
-- passkeys carry (WebAuthn's user.id): random, so that it says nothing of the player, and bound to
-- the account's id rather than to its name, which a deleted account leaves free for someone else.
-- "user_credentials" is Spring Security's table for JdbcUserCredentialRepository, as its schema
-- gives it, with BYTEA for its bytes (H2 reads BYTEA too) and its owner's handle a foreign key, so
-- that deleting an account deletes its passkeys. No column holds a secret: a passkey's private key
-- never leaves the player's device.
CREATE TABLE passkey_user (
    player_id BIGINT       PRIMARY KEY REFERENCES player (id) ON DELETE CASCADE,
    handle    VARCHAR(100) NOT NULL UNIQUE
);

CREATE TABLE user_credentials (
    credential_id                VARCHAR(1000) PRIMARY KEY,
    user_entity_user_id          VARCHAR(100)  NOT NULL REFERENCES passkey_user (handle) ON DELETE CASCADE,
    public_key                   BYTEA         NOT NULL,
    signature_count              BIGINT,
    uv_initialized               BOOLEAN,
    backup_eligible              BOOLEAN       NOT NULL,
    authenticator_transports     VARCHAR(1000),
    public_key_credential_type   VARCHAR(100),
    backup_state                 BOOLEAN       NOT NULL,
    attestation_object           BYTEA,
    attestation_client_data_json BYTEA,
    created                      TIMESTAMP,
    last_used                    TIMESTAMP,
    label                        VARCHAR(1000) NOT NULL
);

CREATE INDEX user_credentials_owner ON user_credentials (user_entity_user_id);
