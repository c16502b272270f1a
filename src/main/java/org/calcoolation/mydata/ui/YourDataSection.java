package org.calcoolation.mydata.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import org.calcoolation.account.Player;
import org.calcoolation.account.ui.AccountSection;

/** "Your data" on the account page: the two downloads, served by {@link MyDataDownloads}. */
@org.springframework.stereotype.Component
class YourDataSection implements AccountSection {

    static final String TITLE = "mydata.title";
    static final String JSON_LINK = "mydata.json";
    static final String CSV_LINK = "mydata.csv";

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public Component[] content(Player player) {
        UI ui = UI.getCurrent();
        Paragraph what = new Paragraph(ui.getTranslation("mydata.what"));
        Div links = new Div(
                download(MyDataDownloads.JSON, ui.getTranslation(JSON_LINK)),
                download(MyDataDownloads.CSV, ui.getTranslation(CSV_LINK)));
        links.addClassName("data-downloads");
        return new Component[] {what, links};
    }

    /** A plain link the browser downloads from, past Vaadin's router, which would take it for a view. */
    private static Anchor download(String path, String text) {
        Anchor link = new Anchor(path.substring(1), text);
        link.setRouterIgnore(true);
        link.getElement().setAttribute("download", "");
        return link;
    }
}
