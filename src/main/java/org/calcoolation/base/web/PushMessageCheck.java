package org.calcoolation.base.web;

import jakarta.servlet.http.HttpSession;

/**
 * A check a feature makes of the session behind every Vaadin message that comes over a push socket,
 * as its servlet filter makes of a posted one: no filter sees a socket's frames
 * ({@link PushMessageGuard}). A message whose session a check does not admit is not read, and the
 * socket is closed; the page's client opens another, and its upgrade passes the filters.
 */
public interface PushMessageCheck {

    /** Whether a message of this session may go on to Vaadin. */
    boolean admits(HttpSession session);
}
