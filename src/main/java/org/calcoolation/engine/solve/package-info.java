@NullMarked
package org.calcoolation.engine.solve;

import org.jspecify.annotations.NullMarked;
