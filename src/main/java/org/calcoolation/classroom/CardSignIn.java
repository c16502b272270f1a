package org.calcoolation.classroom;

import org.calcoolation.account.SignedInPlayer;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.event.InteractiveAuthenticationSuccessEvent;
import org.springframework.stereotype.Component;

/** Spends a sign-in card's one-time password at the sign-in that used it (see {@link Classroom#signedIn}). */
@Component
class CardSignIn {

    private final Classroom classes;

    CardSignIn(Classroom classes) {
        this.classes = classes;
    }

    @EventListener
    void signedIn(InteractiveAuthenticationSuccessEvent event) {
        if (event.getAuthentication().getPrincipal() instanceof SignedInPlayer player)
            classes.signedIn(player.account());
    }
}
