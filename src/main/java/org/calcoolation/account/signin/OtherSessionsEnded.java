package org.calcoolation.account.signin;

import java.util.Optional;

/**
 * "Log out everywhere else": every session of the account but the one that asked ends, on every
 * node (the account's session version went up to {@code sessionVersion}), and every "keep me
 * logged in" cookie but this browser's ({@code keptSeries}) stops working.
 */
record OtherSessionsEnded(long playerId, long sessionVersion, Optional<String> keptSeries) {}
