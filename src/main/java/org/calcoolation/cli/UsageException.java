package org.calcoolation.cli;

/** The command line asked for something we cannot do; the message is one line for stderr. */
final class UsageException extends RuntimeException {

    UsageException(String message) {
        super(message);
    }
}
