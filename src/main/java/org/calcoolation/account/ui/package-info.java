@NullMarked
package org.calcoolation.account.ui;

import org.jspecify.annotations.NullMarked;
