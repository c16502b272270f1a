@NullMarked
package org.calcoolation.engine.play;

import org.jspecify.annotations.NullMarked;
