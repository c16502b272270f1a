/** The clubs' pages: the list of one's clubs and a new one ({@code /clubs}), a club's page and the invite link's page. */
@NullMarked
package org.calcoolation.club.ui;

import org.jspecify.annotations.NullMarked;
