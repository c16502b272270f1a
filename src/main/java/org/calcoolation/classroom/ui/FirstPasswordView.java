package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.Field;
import org.calcoolation.account.PlayerRef;
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
@PageTitle("Choose your password · Calcoolation")
@PermitAll
@StyleSheet("styles/classes.css")
public class FirstPasswordView extends Main {

    static final String NOTHING_TO_DO = "Your password is chosen already: there is nothing to do here.";

    private final Classroom classes;
    private final PlayerRef.Account player;

    final Paragraph message = new Paragraph();
    final PasswordField password = new PasswordField("Your new password");
    final PasswordField again = new PasswordField("The same again");
    final NativeButton save = Buttons.primary("Save my password", this::save);

    public FirstPasswordView(Classroom classes, CurrentPlayer current) {
        this.classes = classes;
        this.player = new PlayerRef.Account(current.required().id());
        addClassName("classes");
        addClassName("first-password");
        message.addClassName("refusal");
        password.setHelperText("At least 10 characters, not easy to guess. The password on your card works no more.");
        add(new H1("Choose your password"));
        if (classes.mustChoosePassword(player)) {
            add(
                    new Paragraph("Welcome! Choose the password you will sign in with from now on."),
                    password,
                    again,
                    save);
            message.setVisible(false);
        } else message.setText(NOTHING_TO_DO);
        add(message);
    }

    private void save() {
        switch (classes.choosePassword(player, password.getValue(), again.getValue())) {
            case ChangeResult.Changed changed -> getUI().ifPresent(ui -> ui.navigate(ClassesView.class));
            case Rejected rejected -> {
                String shown = rejected.errors().getOrDefault(Field.PASSWORD, "");
                password.setErrorMessage(shown);
                password.setInvalid(!shown.isEmpty());
                String repeat = rejected.errors().getOrDefault(Field.PASSWORD_AGAIN, "");
                again.setErrorMessage(repeat);
                again.setInvalid(!repeat.isEmpty());
            }
        }
    }
}
