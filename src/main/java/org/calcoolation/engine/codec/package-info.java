/**
 * Keen's game IDs, read and written (docs/formats-and-cli.md): parameters, the cage layout and the
 * clues, each read by its own reader, with a plain reason for any malformed input rather than an
 * exception.
 */
@NullMarked
package org.calcoolation.engine.codec;

import org.jspecify.annotations.NullMarked;
