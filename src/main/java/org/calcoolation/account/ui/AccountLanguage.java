package org.calcoolation.account.ui;

import java.util.Locale;
import java.util.Optional;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.i18n.Languages;
import org.calcoolation.base.i18n.SavedLanguage;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/** The language kept on the signed-in account; a stored tag the site no longer speaks counts as none. */
@Component
class AccountLanguage implements SavedLanguage {

    private final PlayerService players;

    AccountLanguage(PlayerService players) {
        this.players = players;
    }

    @Override
    public Optional<Locale> saved() {
        return signedIn().flatMap(players::find).flatMap(Player::language).flatMap(Languages::parse);
    }

    @Override
    public void keep(Locale language) {
        signedIn().ifPresent(account -> players.changeLanguage(account, language.toLanguageTag()));
    }

    private static Optional<PlayerRef.Account> signedIn() {
        return CurrentPlayer.accountOf(SecurityContextHolder.getContext().getAuthentication());
    }
}
