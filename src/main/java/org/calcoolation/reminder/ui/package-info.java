@NullMarked
package org.calcoolation.reminder.ui;

import org.jspecify.annotations.NullMarked;
