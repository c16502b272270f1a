package org.calcoolation.base.ui;

import com.vaadin.flow.component.HasElement;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Header;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Nav;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.RouterLayout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import com.vaadin.flow.spring.security.AuthenticationContext;
import org.jspecify.annotations.Nullable;

/**
 * A header over the page: the app's name, the way to a puzzle, and who is signed in, with the
 * way to the account and out again, or else the ways in. Views opt in with
 * {@code @Route(value = "...", layout = MainLayout.class)}. Links are plain addresses, so that
 * {@code base} depends on no feature.
 */
@AnonymousAllowed
@StyleSheet("styles/account.css")
public class MainLayout extends Div implements RouterLayout {

    final Span signedInAs = new Span();
    final NativeButton logout;
    private final Div content = new Div();

    public MainLayout(AuthenticationContext authentication) {
        logout = Buttons.quiet("Log out", authentication::logout);
        addClassName("main-layout");
        // The pages' few scripts (frontend/scripts/page.js), once per page load.
        addAttachListener(attach -> attach.getUI().getPage().addJavaScript(Scripts.url("page.js")));
        Anchor brand = new Anchor("play", "Calcoolation");
        brand.addClassName("brand");
        Nav nav = new Nav(new Anchor("play", "Play"));
        if (authentication.isAuthenticated()) nav.add(new Anchor("today", "Daily puzzles"), new Anchor("records", "Best times"));
        nav.addClassName("site-nav");
        Div who = new Div();
        who.addClassName("who");
        if (authentication.isAuthenticated()) {
            signedInAs.setText(authentication.getPrincipalName().orElse(""));
            signedInAs.addClassName("signed-in-as");
            who.add(signedInAs, new Anchor("account", "Account"), logout);
        } else {
            who.add(new Anchor("login", "Log in"), new Anchor("register", "Register"));
        }
        // On a phone the links fold into a menu that one button opens (page.js); wider, they all show.
        Div links = new Div(nav, who);
        links.addClassName("site-links");
        links.setId("site-links");
        NativeButton menu = new NativeButton("Menu");
        menu.addClassNames("btn", "menu-toggle");
        menu.getElement().setAttribute("type", "button");
        menu.getElement().setAttribute("aria-expanded", "false");
        menu.getElement().setAttribute("aria-controls", "site-links");
        menu.addAttachListener(attach -> menu.getElement().executeJs("window.calcoolation.menu(this)"));
        Header header = new Header(brand, menu, links);
        header.addClassName("site-header");
        content.addClassName("page");
        add(header, content);
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
