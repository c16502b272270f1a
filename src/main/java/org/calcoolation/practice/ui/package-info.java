/** The rated practice page ({@code /rated}) and its section of the records page. */
@NullMarked
package org.calcoolation.practice.ui;

import org.jspecify.annotations.NullMarked;
