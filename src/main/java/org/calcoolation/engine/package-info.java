@NullMarked
package org.calcoolation.engine;

import org.jspecify.annotations.NullMarked;
