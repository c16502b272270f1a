/** The how-to-play page: the rules, a worked 4×4 and the controls. */
@NullMarked
package org.calcoolation.help.ui;

import org.jspecify.annotations.NullMarked;
