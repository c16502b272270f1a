package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import java.util.List;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.classroom.StudentRules;

/** Where a class account lands when it asks for a page not open to it: the reason in a sentence, and the way back. */
@Route(value = NotForStudentsView.ROUTE, layout = MainLayout.class)
@PageTitle("Not open to class accounts · Calcoolation")
@PermitAll
@StyleSheet("styles/classes.css")
public class NotForStudentsView extends Main implements BeforeEnterObserver {

    static final String ROUTE = "classes/not-open";

    final Paragraph reason = new Paragraph();

    public NotForStudentsView() {
        addClassName("classes");
        reason.addClassName("refusal");
        add(new H1("Not open to class accounts"), reason, new Anchor("classes", "Back to your class"));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String from = event.getLocation()
                .getQueryParameters()
                .getParameters()
                .getOrDefault("from", List.of(""))
                .getFirst();
        reason.setText(StudentRules.refusal(from)
                .orElse(StudentRules.refusal("elsewhere").orElseThrow()));
    }
}
