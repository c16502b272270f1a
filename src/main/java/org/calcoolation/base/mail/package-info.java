/**
 * The site's mail: over SMTP when {@code spring.mail.host} is set, else written to the log so that a
 * machine without a mail server still runs the site.
 */
@NullMarked
package org.calcoolation.base.mail;

import org.jspecify.annotations.NullMarked;
