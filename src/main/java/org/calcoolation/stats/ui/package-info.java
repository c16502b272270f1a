@NullMarked
package org.calcoolation.stats.ui;

import org.jspecify.annotations.NullMarked;
