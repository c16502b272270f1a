@NullMarked
package org.calcoolation.mydata.ui;

import org.jspecify.annotations.NullMarked;
