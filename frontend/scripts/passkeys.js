'use strict';
/*
 * Passkeys in the browser: signing in (account.PasskeySignIn's two addresses) and making one for
 * the account page (account.Passkeys, which checks it). WebAuthn's options and answers travel as
 * its JSON, byte strings in base64url, as Spring Security reads and writes them. Each function
 * answers a word that the page turns into a sentence; making a passkey answers the passkey's JSON
 * (which starts with "{") or a word.
 */
(() => {
    const bytes = text => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), c => c.charCodeAt(0)).buffer;
    const text = buffer => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const ids = list => (list || []).map(each => ({ ...each, id: bytes(each.id) }));
    /** Spring Security's CSRF token, which the page carries in its head. */
    const csrf = () => {
        const header = document.querySelector('meta[name="_csrf_header"]'), token = document.querySelector('meta[name="_csrf"]');
        return header && token ? { [header.content]: token.content } : {};
    };
    /** Why the browser made or used no passkey: the player said no, the site's address is not the passkeys', one is there already. */
    const why = error => ({ NotAllowedError: 'cancelled', AbortError: 'cancelled', SecurityError: 'wrong-site', InvalidStateError: 'already' })[error && error.name] || 'failed';
    const supported = () => !!(window.PublicKeyCredential && navigator.credentials && window.isSecureContext);
    const post = (url, headers, body) => fetch(url, { method: 'POST', credentials: 'same-origin', headers: { ...headers, ...csrf() }, body });

    window.calcoolationPasskeys = {
        /** Signs in with a passkey and goes to after, or where the server says; remember keeps this browser logged in. */
        async signIn(remember, after) {
            if (!supported()) return 'unsupported';
            let options, credential, answer;
            try {
                const given = await post('webauthn/authenticate/options', {});
                if (!given.ok) return given.status === 429 ? 'busy' : 'failed';
                options = await given.json();
            } catch (offline) {
                return 'offline';
            }
            try {
                credential = await navigator.credentials.get({ publicKey: { ...options, challenge: bytes(options.challenge), allowCredentials: ids(options.allowCredentials) } });
            } catch (error) {
                return why(error);
            }
            const signed = credential.response;
            const body = {
                id: credential.id, rawId: text(credential.rawId), credType: credential.type,
                response: { authenticatorData: text(signed.authenticatorData), clientDataJSON: text(signed.clientDataJSON), signature: text(signed.signature),
                    userHandle: signed.userHandle ? text(signed.userHandle) : undefined },
                clientExtensionResults: credential.getClientExtensionResults(), authenticatorAttachment: credential.authenticatorAttachment
            };
            try {
                answer = await post('login/webauthn' + (remember ? '?remember-me=on' : ''), { 'Content-Type': 'application/json' }, JSON.stringify(body));
            } catch (offline) {
                return 'offline';
            }
            if (answer.status === 401) return 'refused';
            if (!answer.ok) return answer.status === 429 ? 'busy' : 'failed';
            const signedIn = await answer.json();
            window.location.href = after || signedIn.redirectUrl;
            return 'signed-in';
        },

        /** Makes a passkey with the server's options; answers its JSON for the server to check, or a word. */
        async create(optionsJson) {
            if (!supported()) return 'unsupported';
            const options = JSON.parse(optionsJson);
            let credential;
            try {
                credential = await navigator.credentials.create({ publicKey: { ...options, challenge: bytes(options.challenge),
                    user: { ...options.user, id: bytes(options.user.id) }, excludeCredentials: ids(options.excludeCredentials) } });
            } catch (error) {
                return why(error);
            }
            const made = credential.response;
            return JSON.stringify({
                id: credential.id, rawId: text(credential.rawId), type: credential.type,
                response: { attestationObject: text(made.attestationObject), clientDataJSON: text(made.clientDataJSON),
                    transports: made.getTransports ? made.getTransports() : [] },
                clientExtensionResults: credential.getClientExtensionResults(), authenticatorAttachment: credential.authenticatorAttachment
            });
        }
    };
})();
