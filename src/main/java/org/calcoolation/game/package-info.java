@NullMarked
package org.calcoolation.game;

import org.jspecify.annotations.NullMarked;
