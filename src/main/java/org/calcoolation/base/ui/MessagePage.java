package org.calcoolation.base.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.HasDynamicTitle;

/** A plain page that says one thing and offers the way back to a puzzle; its words are bundle keys. */
abstract class MessagePage extends Main implements HasDynamicTitle {

    private final String titleKey;

    MessagePage(String titleKey, String textKey) {
        this.titleKey = titleKey;
        addClassName("message-page");
        add(new H1(getTranslation(titleKey)), new Paragraph(getTranslation(textKey)), link("play", "message.play"));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation(titleKey));
    }

    Anchor link(String address, String key) {
        return new Anchor(address, getTranslation(key));
    }
}
