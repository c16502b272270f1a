package org.calcoolation.classroom;

import java.util.Optional;
import org.calcoolation.account.Problem;

/**
 * What a class account may open: its class's pages, how to play, and the way to sign in or out.
 * Everything else (the site's boards and comments, free play, rated and timed puzzles, runs, clubs,
 * printing, the account page with its display name) is refused with a sentence that says why. One
 * rule, asked by the pages' one gate ({@code classroom.ui.StudentGate}) with the address asked for.
 */
public final class StudentRules {

    static final Problem BOARDS = Problem.of("classes.rule.boards");
    static final Problem RATED = Problem.of("classes.rule.rated");
    static final Problem PLAY = Problem.of("classes.rule.play");
    static final Problem RUNS = Problem.of("classes.rule.runs");
    static final Problem CLUBS = Problem.of("classes.rule.clubs");
    static final Problem ACCOUNT = Problem.of("classes.rule.account");
    static final Problem ELSEWHERE = Problem.of("classes.rule.elsewhere");

    private StudentRules() {}

    /** Why a student may not open this address (its path, without a leading slash); empty if they may. */
    public static Optional<Problem> refusal(String path) {
        String first = path.split("[/?#]", 2)[0];
        return switch (first) {
            case "classes", "class", "how-to-play", "login", "" -> Optional.empty();
            case "today", "daily", "archive", "records", "replay", "review" -> Optional.of(BOARDS);
            case "rated", "timed" -> Optional.of(RATED);
            case "play", "print" -> Optional.of(PLAY);
            case "run" -> Optional.of(RUNS);
            case "clubs" -> Optional.of(CLUBS);
            case "account", "register", "confirm-email", "forgot-password", "reset-password" -> Optional.of(ACCOUNT);
            default -> Optional.of(ELSEWHERE);
        };
    }
}
