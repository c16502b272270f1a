@NullMarked
package org.calcoolation.engine.latin;

import org.jspecify.annotations.NullMarked;
