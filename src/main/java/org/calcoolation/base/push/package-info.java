/**
 * Push channels (one WebSocket per open page) that cost little and never wait under a session's
 * lock: one connect per page at a time, the old socket closed off the lock, buffers trimmed, and
 * Atmosphere's harmless clean-up error left out of the log. Installed by {@code base.web}'s servlet
 * set-up and by {@code META-INF} (the push connection factory, the buffers before start).
 */
@NullMarked
package org.calcoolation.base.push;

import org.jspecify.annotations.NullMarked;
