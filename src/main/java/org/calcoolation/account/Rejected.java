package org.calcoolation.account;

import java.util.Map;
import java.util.stream.Collectors;

/** Input refused, with one problem for each field that was wrong; nothing was stored. */
public record Rejected(Map<Field, Problem> problems) implements RegisterResult, ChangeResult {

    public Rejected {
        if (problems.isEmpty()) throw new IllegalArgumentException("a rejection needs a reason");
        problems = Map.copyOf(problems);
    }

    static Rejected because(Field field, Problem problem) {
        return new Rejected(Map.of(field, problem));
    }

    /** The problems in English, for pages not translated yet (issue 44). */
    public Map<Field, String> errors() {
        return problems.entrySet().stream()
                .collect(Collectors.toUnmodifiableMap(
                        Map.Entry::getKey, entry -> entry.getValue().english()));
    }
}
