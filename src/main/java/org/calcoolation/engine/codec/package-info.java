@NullMarked
package org.calcoolation.engine.codec;

import org.jspecify.annotations.NullMarked;
