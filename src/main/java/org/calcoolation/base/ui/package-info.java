@NullMarked
package org.calcoolation.base.ui;

import org.jspecify.annotations.NullMarked;
