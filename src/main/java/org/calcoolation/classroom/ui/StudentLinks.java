package org.calcoolation.classroom.ui;

import com.vaadin.flow.spring.annotation.VaadinSessionScope;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.ClassAccounts;
import org.calcoolation.classroom.Classroom;
import org.springframework.stereotype.Component;

/** Tells the header whether a class account is signed in, so that it leads to the class only. */
@Component
@VaadinSessionScope
class StudentLinks implements ClassAccounts {

    private final Classroom classes;
    private final CurrentPlayer current;

    StudentLinks(Classroom classes, CurrentPlayer current) {
        this.classes = classes;
        this.current = current;
    }

    @Override
    public boolean signedInAsStudent() {
        return classes.studentOf(current.ref()).isPresent();
    }
}
