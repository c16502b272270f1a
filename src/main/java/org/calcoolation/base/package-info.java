@NullMarked
package org.calcoolation.base;

import org.jspecify.annotations.NullMarked;
