package org.calcoolation.base.i18n;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;

/**
 * The header's language choice, a native select (small, and a phone's own picker): the choice is
 * kept on the account and in a cookie, and the page reloads in the new language, so that every
 * text on it, drawn by the server or the browser, changes at once.
 */
public class LanguageSwitch extends Composite<Div> {

    /** The select itself, for tests. */
    final Element select = new Element("select");

    private final SavedLanguage accounts;

    public LanguageSwitch(SavedLanguage accounts) {
        this.accounts = accounts;
        getContent().addClassName("language-switch");
        for (var language : Languages.ALL) {
            Element option = new Element("option");
            option.setAttribute("value", language.toLanguageTag());
            option.setAttribute("lang", language.toLanguageTag());
            option.setText(Languages.ownName(language));
            select.appendChild(option);
        }
        select.addPropertyChangeListener("value", "change", change -> choose(String.valueOf(change.getValue())));
        getContent().getElement().appendChild(select);
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        select.setAttribute("aria-label", getTranslation("header.language"));
        select.setAttribute("title", getTranslation("header.language"));
        select.setProperty(
                "value", Languages.nearest(attach.getUI().getLocale()).toLanguageTag());
    }

    void choose(String tag) {
        // Only a real change reloads: a change event carrying the page's own language does nothing.
        Languages.parse(tag).filter(language -> !language.equals(getLocale())).ifPresent(language -> {
            accounts.keep(language);
            getUI().ifPresent(ui -> {
                PageLanguage.apply(ui, language);
                ui.getPage()
                        .executeJs(
                                "document.cookie = $0 + '=' + $1 + '; path=/; max-age=31536000; SameSite=Lax';"
                                        + " location.reload()",
                                PageLanguage.COOKIE,
                                language.toLanguageTag());
            });
        });
    }
}
