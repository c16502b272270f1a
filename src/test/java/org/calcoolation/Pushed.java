package org.calcoolation;

import com.vaadin.flow.server.VaadinSession;

/** For browserless view tests: what the server handed a page to push. */
public final class Pushed {

    private Pushed() {}

    /**
     * Runs what other threads handed this test's page with {@code UI.access} (a finish stored, a write
     * that failed or went through, another page's move), as Vaadin does before it pushes: the page
     * itself asks for nothing.
     */
    public static void run() {
        VaadinSession session = VaadinSession.getCurrent();
        session.getService().runPendingAccessTasks(session);
    }
}
