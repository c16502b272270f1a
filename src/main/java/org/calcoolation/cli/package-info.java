@NullMarked
package org.calcoolation.cli;

import org.jspecify.annotations.NullMarked;
