/** /learn: the techniques, each with its worked example and Practise this, and the beginner's path. */
@NullMarked
package org.calcoolation.learn.ui;

import org.jspecify.annotations.NullMarked;
