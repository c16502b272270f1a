package org.calcoolation.account;

import java.util.Map;

/** Input refused, with one message for each field that was wrong; nothing was stored. */
public record Rejected(Map<Field, String> errors) implements RegisterResult, ChangeResult {

    public Rejected {
        if (errors.isEmpty()) throw new IllegalArgumentException("a rejection needs a reason");
        errors = Map.copyOf(errors);
    }

    static Rejected because(Field field, String message) {
        return new Rejected(Map.of(field, message));
    }
}
