package org.calcoolation.base.ui;

import com.vaadin.flow.router.RouteParameters;

/**
 * A feature's word on the addresses its views take: a route such as {@code daily/:date} takes any
 * segment, but {@code daily/2026-13-40} names no day there can ever be. {@link NotFoundStatus}
 * answers such an address's document with 404, and the view itself shows {@link NotFoundView}:
 * both ask the same bean, so the page and its status cannot disagree.
 */
public interface AddressCheck {

    /** Whether the view, with these parameters from its address, names nothing that is or will be. */
    boolean namesNothing(Class<?> view, RouteParameters parameters);
}
