@NullMarked
package org.calcoolation.stats;

import org.jspecify.annotations.NullMarked;
