/** The app shell and the layout every page sits in (header, links, the signed-in name), error and "not found" views, and the app's own scripts. */
@NullMarked
package org.calcoolation.base.ui;

import org.jspecify.annotations.NullMarked;
