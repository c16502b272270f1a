/**
 * What every feature stands on and none owns, by role: {@code web} (security, request limits and
 * guards, the Tomcat endpoint, error pages, Vaadin's servlet), {@code push} (push channels),
 * {@code data} (the data folder and the H2 safeguards, database writes, jobs run on one node at a time
 * in table {@code shedlock}, and {@code app_info}), {@code mail}, {@code live} (events between
 * nodes, through PostgreSQL's NOTIFY), and {@code ui} (the layout and
 * components every page shares). Depends on no feature: what a feature must add here comes as a bean
 * of a Spring type. This package itself holds only {@code Ordinal}, the one way every board says a place.
 */
@NullMarked
package org.calcoolation.base;

import org.jspecify.annotations.NullMarked;
