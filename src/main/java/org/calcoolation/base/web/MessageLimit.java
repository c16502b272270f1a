package org.calcoolation.base.web;

/**
 * The most calls of one DOM event a Vaadin message may carry, as a feature's bean: a message with
 * more is refused with 413 before Vaadin reads it (see {@link RequestGuard}). For events a page
 * sends in bulk only when forged, such as the grid's moves (game.ui).
 */
public record MessageLimit(String event, int max) {
    public MessageLimit {
        if (event.isBlank()) throw new IllegalArgumentException("a limit names its event");
        if (max < 1) throw new IllegalArgumentException("a message may carry at least one " + event);
    }
}
