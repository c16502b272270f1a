/**
 * What a request meets before any view answers it: Spring Security set up for Vaadin (CSRF, the
 * actuator's ports, the content security policy), the embedded Tomcat (its endpoint counting
 * connections by address, trusted proxies, its own error answers), what one address may cost (rate
 * limits, requests in flight, new sessions and their probation, memory pressure), the request guard
 * (body caps and deadlines, Vaadin messages checked before Vaadin reads them, a feature's
 * {@code MessageLimit}), the site's error pages, Vaadin's servlet trimmed to what the site uses, and
 * the log kept short when one address floods it with refused requests.
 */
@NullMarked
package org.calcoolation.base.web;

import org.jspecify.annotations.NullMarked;
