@NullMarked
package org.calcoolation.account;

import org.jspecify.annotations.NullMarked;
