package org.calcoolation.classroom;

import java.util.Optional;

/**
 * What a class account may open: its class's pages, how to play, and the way to sign in or out.
 * Everything else (the site's boards and comments, free play, rated and timed puzzles, runs, clubs,
 * printing, the account page with its display name) is refused with a sentence that says why. One
 * rule, asked by the pages' one gate ({@code classroom.ui.StudentGate}) with the address asked for.
 */
public final class StudentRules {

    static final String BOARDS =
            "The site's boards and comments are not open to class accounts: your class has its own.";
    static final String RATED =
            "Rated and timed puzzles are not open to class accounts: play your class's assignments.";
    static final String PLAY = "Free play is not open to class accounts: play your class's assignments.";
    static final String RUNS = "Runs are not open to class accounts.";
    static final String CLUBS = "Clubs are not open to class accounts.";
    static final String ACCOUNT = "A class account's name and password are your teacher's to manage: ask them.";
    static final String ELSEWHERE = "A class account opens its class's pages only.";

    private StudentRules() {}

    /** Why a student may not open this address (its path, without a leading slash); empty if they may. */
    public static Optional<String> refusal(String path) {
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
