@NullMarked
package org.calcoolation;

import org.jspecify.annotations.NullMarked;
