/**
 * What every feature stands on and none owns: security (Spring Security with Vaadin, CSRF, the
 * content security policy), rate limits and request guards, error pages, mail, the data folder and
 * the H2 safeguards, jobs run on one node at a time (table {@code shedlock}) and {@code app_info}.
 * Depends on no feature: what a feature must add here comes as a bean of a Spring type.
 */
@NullMarked
package org.calcoolation.base;

import org.jspecify.annotations.NullMarked;
