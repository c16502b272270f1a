/**
 * The player's own data: everything the site keeps about a signed-in player, as a JSON file of a
 * documented shape (docs/accounts.md, "Your data") and their games as a CSV file. It reads through the
 * services of the features that keep it (account, stats, game, daily), never their tables.
 */
@NullMarked
package org.calcoolation.mydata;

import org.jspecify.annotations.NullMarked;
