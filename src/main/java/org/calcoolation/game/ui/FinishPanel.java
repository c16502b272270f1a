package org.calcoolation.game.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.play.Coaching;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameState;
import org.jspecify.annotations.Nullable;

/**
 * "Solved" or "Given up", with the time and the play time, clean or assisted, gold or why not, a personal best, and whatever the page
 * adds (its next step). Its content is made when a game is finished and dropped when the next one
 * starts, so that a page in play does not hold it. Until the finish is stored it says only that it
 * is being saved: the player is never told of a result that a crash could still lose.
 */
final class FinishPanel extends Div {

    private final List<Component> parts = new ArrayList<>();
    private final H2 heading = new H2();
    /** Null while the game on screen is not finished. */
    @Nullable
    Paragraph time;

    @Nullable
    Paragraph help;

    /** The gold mark, or why a clean solve is not gold; null until a clean solve is shown. */
    @Nullable
    Paragraph gold;

    private @Nullable Paragraph personalBest;
    /** The explanation while a finish cannot be stored. */
    @Nullable
    Paragraph unsaved;

    /** The coach's review, once worked out for the game on show; null before, and for a game with none. */
    @Nullable
    CoachPanel coach;

    private boolean coached;

    FinishPanel() {
        addClassName("finish");
        getElement().setAttribute("role", "status");
        setVisible(false);
    }

    void addParts(Component... more) {
        parts.addAll(List.of(more));
    }

    /**
     * The game is finished but not yet stored; {@code failing} once a try to store it failed. Nothing
     * of the result is told until it is stored, so that no player sees a solve a crash could still lose.
     */
    void waiting(boolean failing) {
        clear();
        heading.setText(Say.of(failing ? "play.finish.notSaved" : "play.finish.saving"));
        add(heading);
        if (failing) {
            unsaved = new Paragraph(Say.of("play.finish.notSaved.text"));
            unsaved.addClassName("finish-unsaved");
            add(unsaved);
        }
        setVisible(true);
    }

    /** Shown once the game is finished and stored; {@code best} says whether it set a personal best. */
    void show(GameState game, boolean best) {
        Finish finish = game.finish().orElse(null);
        if (finish == null) {
            if (isVisible()) clear();
            setVisible(false);
            return;
        }
        if (time == null) {
            clear();
            time = new Paragraph();
            help = new Paragraph();
            help.addClassName("finish-help");
            add(heading, time, help);
            parts.forEach(this::add);
            setVisible(true);
        }
        heading.setText(Say.of(finish.isSolve() ? "play.finish.solved" : "play.finish.givenUp"));
        if (best && personalBest == null && finish.outcome() == Outcome.CLEAN) {
            personalBest = new Paragraph(personalBest());
            personalBest.addClassName("personal-best");
            addComponentAtIndex(indexOf(help) + 1, personalBest);
        }
        showGold(finish);
        Updates.text(time, times(finish));
        Updates.text(
                help,
                switch (finish.outcome()) {
                    case CLEAN -> Say.of("play.finish.clean");
                    case ASSISTED ->
                        Say.of("play.finish.assisted", finish.help().total());
                    case GIVEN_UP -> Say.of("play.finish.revealed");
                });
    }

    /**
     * The coach's review under the result, worked out once per finished game on show (a replay and a
     * few solves): nothing for a game begun before play was logged.
     */
    void showCoach(Supplier<Optional<Coaching>> coaching) {
        if (coached || time == null) return;
        coached = true;
        coaching.get().ifPresent(review -> {
            coach = new CoachPanel(review);
            add(coach);
        });
    }

    /** A gold solve gets its mark; a clean one that is not gold says why, so the player knows the way to it. */
    private void showGold(Finish finish) {
        if (gold != null || finish.outcome() != Outcome.CLEAN) return;
        gold = new Paragraph();
        gold.addClassName("finish-gold");
        if (finish.isGold()) gold.add(GoldMark.withWords(gold()));
        else gold.setText(notGold(finish.help()));
        addComponentAtIndex(indexOf(help) + 1, gold);
    }

    static String gold() {
        return Say.of("play.finish.gold");
    }

    /** Why a clean solve is not gold: the one thing that cost it. */
    static String notGold(HelpLedger help) {
        if (!help.recorded()) return Say.of("play.finish.notGold.before");
        if (help.liveMarks()) return Say.of("play.finish.notGold.liveMarks");
        return Say.of("play.finish.notGold.smartFill");
    }

    /** Personal bests go by play time (stats.StatsService#bests), so the panel says which time it beat. */
    static String personalBest() {
        return Say.of("play.finish.personalBest");
    }

    /**
     * Both times under the names every page gives them: Time from the grid first shown to the finish,
     * on the server's clock, as a day's leaderboard ranks it and the share text says it; Play time only
     * while the grid was in play, as the board's clock counts it and personal bests rank it.
     */
    static String times(Finish finish) {
        return Say.of("play.finish.times", TimeText.of(finish.elapsed()), TimeText.of(finish.playTime()));
    }

    private void clear() {
        removeAll();
        time = null;
        help = null;
        personalBest = null;
        gold = null;
        unsaved = null;
        coach = null;
        coached = false;
    }
}
