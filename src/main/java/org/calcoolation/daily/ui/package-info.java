@NullMarked
package org.calcoolation.daily.ui;

import org.jspecify.annotations.NullMarked;
