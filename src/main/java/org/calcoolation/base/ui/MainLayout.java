package org.calcoolation.base.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.HasElement;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Header;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Nav;
import com.vaadin.flow.router.AfterNavigationEvent;
import com.vaadin.flow.router.AfterNavigationObserver;
import com.vaadin.flow.router.RouterLayout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.spring.security.AuthenticationContext;
import java.util.Optional;
import org.calcoolation.base.i18n.LanguageSwitch;
import org.calcoolation.base.i18n.SavedLanguage;
import org.jspecify.annotations.Nullable;

/**
 * A header over the page: the app's name (the way home), the ways to puzzles and to how to play
 * (and, for moderators, to /review; for a class account, its class only), and who is signed in, their name leading to their account, and the way out; or else the ways in;
 * and the language switch. Every word comes from the message bundles. Views opt in with
 * {@code @Route(value = "...", layout = MainLayout.class)}. Links are plain addresses, so that
 * {@code base} depends on no feature.
 */
@AnonymousAllowed
@StyleSheet("styles/account.css")
public class MainLayout extends Div implements RouterLayout, AfterNavigationObserver {

    /** The signed-in player's name, leading to their account page. */
    final Anchor signedInAs = new Anchor("account", "");
    /** Made for the first signed-in page: most open pages are guests', and its listener would stay with each. */
    private @Nullable NativeButton logout;
    /** On a phone, opens the links folded into a menu (page.js). */
    private final NativeButton menu = new NativeButton(getTranslation("header.menu"));

    private final Div content = new Div();
    private final Nav nav = new Nav();
    private final Div who = new Div();
    private final AuthenticationContext authentication;
    private final PlayerName name;
    private final ClassAccounts classAccounts;
    /** Whose links are drawn; empty before the first page. */
    private Optional<Links> drawn = Optional.empty();

    /** What the links depend on: whether someone is signed in, whether they moderate or are a class account. */
    private record Links(boolean signedIn, boolean moderator, boolean student) {}

    public MainLayout(
            AuthenticationContext authentication,
            PlayerName name,
            ClassAccounts classAccounts,
            SavedLanguage language) {
        this.authentication = authentication;
        this.name = name;
        this.classAccounts = classAccounts;
        addClassName("main-layout");
        // "." is the home page wherever the site is deployed (Vaadin sets the page's base).
        Anchor brand = new Anchor(".", "Calcoolation");
        brand.addClassName("brand");
        brand.getElement().setAttribute("aria-label", getTranslation("header.home"));
        nav.addClassName("site-nav");
        who.addClassName("who");
        signedInAs.addClassName("signed-in-as");
        signedInAs.setTitle(getTranslation("header.account"));
        // On a phone the links fold into a menu that one button opens (page.js); wider, they all show.
        Div links = new Div(nav, who);
        links.addClassName("site-links");
        links.setId("site-links");
        menu.addClassNames("btn", "menu-toggle");
        menu.getElement().setAttribute("type", "button");
        menu.getElement().setAttribute("aria-expanded", "false");
        menu.getElement().setAttribute("aria-controls", "site-links");
        Header header = new Header(brand, menu, links, new LanguageSwitch(language));
        header.addClassName("site-header");
        content.addClassName("page");
        add(header, content);
    }

    /**
     * The pages' few scripts (frontend/scripts/page.js), once per page load, and the menu's button.
     * An override, not attach listeners: those would give the layout and the button an event bus
     * each, kept as long as the page is open.
     */
    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().getPage().addJavaScript(Scripts.url("page.js"));
        menu.getElement().executeJs("window.calcoolation.menu(this)");
    }

    /**
     * Drawn at every page change, as the layout outlives its pages: the account page may just have
     * changed the name, and who is signed in may have changed since the layout was made.
     */
    @Override
    public void afterNavigation(AfterNavigationEvent event) {
        boolean signedIn = authentication.isAuthenticated();
        boolean student = signedIn && classAccounts.signedInAsStudent();
        Links links = new Links(signedIn, signedIn && name.moderates(), student);
        if (!drawn.equals(Optional.of(links))) {
            drawn = Optional.of(links);
            nav.removeAll();
            // A class account opens its class's pages only (classroom.StudentRules). Today's ladder
            // is open to guests too (issue 40); the archive and records are an account's.
            if (student) nav.add(link("classes", "nav.yourClass"));
            else nav.add(link("play", "nav.play"), link("today", "nav.today"));
            if (signedIn && !student)
                nav.add(
                        link("archive", "nav.archive"),
                        link("records", "nav.records"),
                        link("clubs", "nav.clubs"),
                        link("classes", "nav.classes"),
                        link("print", "nav.print"));
            if (links.moderator()) nav.add(link("review", "nav.review"));
            nav.add(link("learn", "nav.learn"), link("how-to-play", "nav.howToPlay"));
            who.removeAll();
            if (signedIn) {
                if (logout == null) logout = Buttons.quiet(getTranslation("header.logout"), authentication::logout);
                signedInAs.setHref(student ? "classes" : "account");
                who.add(signedInAs, logout);
            } else who.add(link("login", "header.login"), link("register", "header.register"));
        }
        if (signedIn) {
            String shown = name.shown().orElse("");
            if (!shown.equals(signedInAs.getText())) signedInAs.setText(shown);
        }
    }

    private Anchor link(String address, String key) {
        return new Anchor(address, getTranslation(key));
    }

    @Override
    public void showRouterLayoutContent(@Nullable HasElement view) {
        content.getElement().removeAllChildren();
        if (view != null) content.getElement().appendChild(view.getElement());
    }

    @Override
    public void removeRouterLayoutContent(HasElement oldContent) {
        content.getElement().removeAllChildren();
    }
}
