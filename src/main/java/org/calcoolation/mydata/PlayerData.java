package org.calcoolation.mydata;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Everything the site keeps about one player, in the shape of their JSON export (docs/accounts.md, "Your
 * data"): the names of the components are the names of its fields, in this order. Times are UTC
 * instants, durations whole milliseconds.
 */
public record PlayerData(
        int format,
        Instant exportedAt,
        Profile profile,
        Streak streak,
        @Nullable Rating rating,
        List<RatingDay> ratingHistory,
        List<FinishedGame> games,
        List<GameInProgress> gamesInProgress,
        List<Passkey> passkeys,
        List<Comment> comments,
        List<Star> stars,
        List<Report> reports,
        List<SignedInBrowser> signedInBrowsers,
        List<KeptLoggedIn> keptLoggedIn,
        @Nullable String dailyReminderAt,
        @Nullable Rating practiceRating,
        List<RatedPuzzle> ratedPuzzles,
        List<Club> clubs,
        List<SchoolClass> classes) {

    /** Raised whenever a field is renamed, removed or changes its meaning; a field added keeps it. */
    public static final int FORMAT = 1;

    public PlayerData {
        Objects.requireNonNull(exportedAt, "exportedAt");
        Objects.requireNonNull(profile, "profile");
        ratingHistory = List.copyOf(ratingHistory);
        games = List.copyOf(games);
        gamesInProgress = List.copyOf(gamesInProgress);
        passkeys = List.copyOf(passkeys);
        comments = List.copyOf(comments);
        stars = List.copyOf(stars);
        reports = List.copyOf(reports);
        signedInBrowsers = List.copyOf(signedInBrowsers);
        keptLoggedIn = List.copyOf(keptLoggedIn);
        ratedPuzzles = List.copyOf(ratedPuzzles);
        clubs = List.copyOf(clubs);
        classes = List.copyOf(classes);
    }

    /**
     * A class the player teaches or is in (issue 42): its name, {@code role} {@code teacher} or
     * {@code student}, the number of students for a teacher (0 for a student), and since when. The
     * students' names and games are the class's data, which its teacher exports from the class page:
     * never part of anyone's own export.
     */
    public record SchoolClass(String name, String role, int students, Instant since) {}

    /** A club the player is in (issue 42): its name, whether they own it, and when they joined. */
    public record Club(String name, boolean owner, Instant joinedAt) {}

    /**
     * A rated practice puzzle drawn (issue 41): its kind, when drawn, and once scored the result, the
     * score (0 to 1) and the practice rating before and after; {@code elapsedMillis} null when given up.
     */
    public record RatedPuzzle(
            int size,
            String level,
            Instant drawnAt,
            @Nullable String result,
            @Nullable Double score,
            @Nullable Long elapsedMillis,
            @Nullable Double ratingBefore,
            @Nullable Double ratingAfter,
            @Nullable Instant scoredAt) {}

    /** A comment on a daily rung, as typed; {@code hidden} with {@code hiddenAt} if a moderator hid it (its text is kept, and here). */
    public record Comment(
            Daily rung,
            String text,
            Instant postedAt,
            @Nullable Instant editedAt,
            boolean hidden,
            @Nullable Instant hiddenAt) {}

    /** Stars given to a daily rung, 1 to 5, and when last given. */
    public record Star(Daily rung, int stars, Instant ratedAt) {}

    /**
     * A report of another player's comment: the rung, when, and the comment's text while the rung
     * shows it ({@code null} once a moderator hid it).
     */
    public record Report(
            Daily rung,
            Instant reportedAt,
            Instant commentPostedAt,
            @Nullable String commentText) {}

    /** A browser signed in now, as the account page lists it, with the address the server saw it come from. */
    public record SignedInBrowser(String browser, String address, Instant signedInAt, Instant lastSeenAt) {}

    /** A browser kept logged in for 30 days ("keep me logged in"): when it last used its cookie, whose secrets stay out. */
    public record KeptLoggedIn(Instant lastUsedAt) {}

    /**
     * A held solve's review: {@code status} {@code held} (waiting for a moderator), {@code cleared}
     * or {@code rejected}; {@code heldBecause} why it was held (as {@code heldForReview} says) with the
     * {@code reason} in words; {@code decidedAt} when a moderator decided. A decision made before
     * these were kept has {@code null} for them.
     */
    public record Review(
            String status,
            @Nullable String heldBecause,
            @Nullable String reason,
            @Nullable Instant decidedAt) {}

    /** The tag is the one leaderboards show after a display name two players share. */
    public record Profile(
            String username,
            @Nullable String displayName,
            @Nullable String email,
            Instant registeredAt,
            String tag,
            @Nullable String timeZone) {}

    /** A passkey by its name, as the account page lists it; its public key says nothing a person reads. */
    public record Passkey(
            String name, Instant addedAt, @Nullable Instant lastUsedAt) {}

    /**
     * Days in a row with that day's daily puzzle solved, on the player's own calendar: the run still
     * going, the longest, the freezes held and how many days of the current run were gold.
     */
    public record Streak(int current, int best, int freezesHeld, int goldDays) {}

    /** The rating now: its deviation widened by the rated days since the player last played a daily. */
    public record Rating(double rating, double deviation, boolean provisional) {}

    /** The rating after one rated day the player played dailies on, and how many they played. */
    public record RatingDay(LocalDate day, double rating, double deviation, int games) {}

    /** Size, level and variant, in the words of the command line, and the label the pages show. */
    /**
     * A kind in the command line's words; {@code meanCage} the merged cut's mean (else null) and
     * {@code weights} the operations' weights by name (else null, the even balance).
     */
    public record Kind(
            int size,
            String difficulty,
            String cages,
            @Nullable Double meanCage,
            String operations,
            List<String> twists,
            @Nullable Map<String, Integer> weights,
            String label) {
        public Kind {
            twists = List.copyOf(twists);
        }
    }

    /** The daily puzzle a game played: its UTC day and its rung, 1 to 6 as the pages count them. */
    public record Daily(LocalDate day, int rung) {}

    /** The help taken, each use counted (a hint counts once per level shown). */
    public record Help(int checks, int hints, int cellsRevealed, boolean solutionRevealed) {}

    /**
     * One finished game. {@code puzzleId} is the Keen game ID, null for a daily puzzle whose day is
     * still running (the site shows none then), with {@code puzzleIdShownFrom} saying when it will
     * be; {@code outcome} is {@code clean}, {@code assisted} or {@code given-up}; {@code help} is null
     * only for a game whose counts were not kept; {@code heldForReview} is null, {@code too-fast},
     * {@code too-little-thought}, {@code far-under-others}, {@code machine-pace} or {@code rejected}; {@code review} is null for a solve never held.
     * {@code hintedTechniques}: the techniques its hints named (the coach's tally behind /records), empty for a
     * game with no hint, or one finished before they were kept.
     */
    public record FinishedGame(
            Instant finishedAt,
            Kind kind,
            @Nullable Daily daily,
            @Nullable String puzzleId,
            @Nullable Instant puzzleIdShownFrom,
            String outcome,
            long playMillis,
            long wallMillis,
            @Nullable Help help,
            @Nullable String heldForReview,
            @Nullable Review review,
            boolean gold,
            List<HintedTechnique> hintedTechniques) {
        public FinishedGame {
            hintedTechniques = List.copyOf(hintedTechniques);
        }
    }

    /** A technique a game's hints named, by the last part of its /learn address, and how many hints named it. */
    public record HintedTechnique(String technique, int hints) {}

    /**
     * A game not finished, practice or daily, as last stored: {@code openedAt} when it was made,
     * {@code startedAt} when its grid was first shown (null for a daily whose Start was not pressed).
     * Its puzzle ID follows the rule of {@link FinishedGame}.
     */
    public record GameInProgress(
            Instant openedAt,
            @Nullable Instant startedAt,
            Instant lastPlayedAt,
            Kind kind,
            @Nullable Daily daily,
            @Nullable String puzzleId,
            @Nullable Instant puzzleIdShownFrom,
            long playMillis,
            Help help) {}
}
