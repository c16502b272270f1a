/**
 * The account pages: log in, register, forgot and reset password, confirm an address, and
 * {@code /account} with the sections other features add; {@code CurrentPlayer} tells every view
 * who is playing.
 */
@NullMarked
package org.calcoolation.account.ui;

import org.jspecify.annotations.NullMarked;
