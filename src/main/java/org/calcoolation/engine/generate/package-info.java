@NullMarked
package org.calcoolation.engine.generate;

import org.jspecify.annotations.NullMarked;
