package org.calcoolation.mydata.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import org.calcoolation.account.Player;
import org.calcoolation.account.ui.AccountSection;

/** "Your data" on the account page: the two downloads, served by {@link MyDataDownloads}. */
@org.springframework.stereotype.Component
class YourDataSection implements AccountSection {

    static final String TITLE = "Your data";
    static final String JSON_LINK = "Download my data (JSON)";
    static final String CSV_LINK = "Games as CSV";

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public Component[] content(Player player) {
        Paragraph what = new Paragraph(
                "Everything Calcoolation keeps about you: your profile, every game you finished (kind, times, "
                        + "help, outcome, a daily's day and rung, and a review of it with its reason) and those in progress, "
                        + "your rating with its history, your streak, your passkeys, your comments (hidden ones too), stars "
                        + "and reports, and the browsers signed in or kept logged in, with their addresses. The "
                        + "JSON file holds it all; the CSV file lists your finished games for a spreadsheet. A daily puzzle's ID is left out "
                        + "until its day is over.");
        Div links = new Div(download(MyDataDownloads.JSON, JSON_LINK), download(MyDataDownloads.CSV, CSV_LINK));
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
