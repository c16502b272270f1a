package org.calcoolation.cli;

/** A command could not finish what it was asked, for a reason worth one plain line on stderr (exit code 1). */
final class CommandFailure extends RuntimeException {

    CommandFailure(String message) {
        super(message);
    }
}
