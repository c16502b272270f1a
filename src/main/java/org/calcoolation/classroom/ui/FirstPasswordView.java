package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.Field;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.Problem;
import org.calcoolation.account.Rejected;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.classroom.Classroom;

/**
 * A student's first sign-in: the card's password is spent, and every page is this one until they
 * choose their own ({@link StudentGate}). Anyone else is told there is nothing to do here.
 */
@Route(value = "classes/first-password", layout = MainLayout.class)
@PermitAll
@StyleSheet("styles/classes.css")
public class FirstPasswordView extends Main implements HasDynamicTitle {

    /** The key of what anyone but a student on a first sign-in reads. */
    static final String NOTHING_TO_DO = "firstPassword.nothingToDo";

    private final Classroom classes;
    private final PlayerRef.Account player;

    final Paragraph message = new Paragraph();
    final PasswordField password = new PasswordField();
    final PasswordField again = new PasswordField();
    final NativeButton save = Buttons.primary("", this::save);

    public FirstPasswordView(Classroom classes, CurrentPlayer current) {
        this.classes = classes;
        this.player = new PlayerRef.Account(current.required().id());
        addClassName("classes");
        addClassName("first-password");
        message.addClassName("refusal");
        password.setLabel(getTranslation("firstPassword.password"));
        again.setLabel(getTranslation("firstPassword.again"));
        save.setText(getTranslation("firstPassword.save"));
        password.setHelperText(getTranslation("firstPassword.help"));
        add(new H1(getTranslation("firstPassword.title")));
        if (classes.mustChoosePassword(player)) {
            add(new Paragraph(getTranslation("firstPassword.welcome")), password, again, save);
            message.setVisible(false);
        } else message.setText(getTranslation(NOTHING_TO_DO));
        add(message);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("firstPassword.title"));
    }

    /** The field's problem in the page's language; empty when the field was fine. */
    private String said(Rejected rejected, Field field) {
        Problem problem = rejected.problems().get(field);
        return problem == null ? "" : getTranslation(problem.key(), problem.args());
    }

    private void save() {
        switch (classes.choosePassword(player, password.getValue(), again.getValue())) {
            case ChangeResult.Changed changed -> getUI().ifPresent(ui -> ui.navigate(ClassesView.class));
            case Rejected rejected -> {
                String shown = said(rejected, Field.PASSWORD);
                password.setErrorMessage(shown);
                password.setInvalid(!shown.isEmpty());
                String repeat = said(rejected, Field.PASSWORD_AGAIN);
                again.setErrorMessage(repeat);
                again.setInvalid(!repeat.isEmpty());
            }
        }
    }
}
