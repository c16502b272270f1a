@NullMarked
package org.calcoolation.daily;

import org.jspecify.annotations.NullMarked;
