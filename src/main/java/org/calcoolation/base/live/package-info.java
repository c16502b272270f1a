/**
 * Site events between nodes: a feature publishes a small {@link org.calcoolation.base.live.LiveEvent}
 * (kind, key, short payload: ids, never the data itself) and every node's subscribers of that kind
 * hear of it, to read the rest from the database. On H2 (one node) it goes in-process; on PostgreSQL
 * through {@code NOTIFY} on one channel, which each node {@code LISTEN}s on with a connection of
 * its own (see docs/live-events.md).
 */
@NullMarked
package org.calcoolation.base.live;

import org.jspecify.annotations.NullMarked;
