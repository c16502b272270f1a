/** The front page and today's ladder, a day's page and the archive, and the play page of a daily rung with what follows a finish. */
@NullMarked
package org.calcoolation.daily.ui;

import org.jspecify.annotations.NullMarked;
