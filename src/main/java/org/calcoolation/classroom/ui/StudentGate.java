package org.calcoolation.classroom.ui;

import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.SignedInPlayer;
import org.calcoolation.classroom.Classroom;
import org.calcoolation.classroom.StudentRules;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * The one gate of a class account, before every page it opens, a full load or a link within the app
 * alike: until the student has chosen their own password every page is the one that asks for it
 * (there is no way past it), and after that a page {@link StudentRules} refuses shows the refusal's
 * sentence instead; and each of its pages then counts down to the class's next start ({@link
 * LiveStart}). Everyone else passes untouched.
 */
@Component
class StudentGate implements VaadinServiceInitListener {

    private final Classroom classes;
    private final LiveStarts starts;

    StudentGate(Classroom classes, LiveStarts starts) {
        this.classes = classes;
        this.starts = starts;
    }

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addUIInitListener(init -> init.getUI().addBeforeEnterListener(this::check));
    }

    void check(BeforeEnterEvent event) {
        Optional<PlayerRef.Account> signedIn =
                signedIn(SecurityContextHolder.getContext().getAuthentication());
        if (signedIn.isEmpty()) return;
        Optional<Classroom.Student> student = classes.studentOf(signedIn.get());
        if (student.isEmpty()) return;
        Class<?> target = event.getNavigationTarget();
        if (!student.get().ownPassword()) {
            if (target != FirstPasswordView.class) event.rerouteTo(FirstPasswordView.class);
            return;
        }
        // Every page of a student who may play hears the class's starts.
        starts.join(event.getUI(), student.get());
        if (target == FirstPasswordView.class || target == NotForStudentsView.class) return;
        String path = event.getLocation().getPath();
        if (path.isEmpty()) {
            event.rerouteTo(ClassesView.class);
            return;
        }
        if (StudentRules.refusal(path).isPresent())
            event.rerouteTo(NotForStudentsView.ROUTE, QueryParameters.simple(Map.of("from", path)));
    }

    static Optional<PlayerRef.Account> signedIn(Authentication authentication) {
        return authentication != null && authentication.getPrincipal() instanceof SignedInPlayer player
                ? Optional.of(player.account())
                : Optional.empty();
    }
}
