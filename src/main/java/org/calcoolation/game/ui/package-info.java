@NullMarked
package org.calcoolation.game.ui;

import org.jspecify.annotations.NullMarked;
