/** The run's page, /run: the board played in the browser, the result, the review and the boards. */
@NullMarked
package org.calcoolation.run.ui;

import org.jspecify.annotations.NullMarked;
