package org.calcoolation.game.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Move;
import org.junit.jupiter.api.Test;

class PlayLogTest {

    private static int placed(int row, int col, int digit) {
        return Moves.encode(new Move.Place(new Cell(row, col), digit), 4);
    }

    @Test
    void every_kind_of_event_comes_back_from_its_bytes_with_its_time() {
        PlayLog log = new PlayLog();
        log.played(placed(0, 0, 3), 1_200);
        log.undone(2_000);
        log.redone(2_500);
        log.marked(PlayLog.Mark.CHECK, 3_000);
        log.marked(PlayLog.Mark.HINT, 3_100);
        log.marked(PlayLog.Mark.RESTART, 4_000);
        log.played(Moves.revealed(new Move.Place(new Cell(1, 2), 4), 4), -1);
        log.marked(PlayLog.Mark.GAVE_UP, Long.MAX_VALUE);

        PlayLog back = PlayLog.decode(log.encode());

        assertThat(log.encode()).hasSize(8 * 8);
        assertThat(back.size()).isEqualTo(8);
        assertThat(back.event(0)).isEqualTo(new PlayLog.Event.Played(placed(0, 0, 3)));
        assertThat(back.event(1)).isEqualTo(new PlayLog.Event.Undone());
        assertThat(back.event(2)).isEqualTo(new PlayLog.Event.Redone());
        assertThat(back.event(3)).isEqualTo(new PlayLog.Event.Marked(PlayLog.Mark.CHECK));
        assertThat(back.event(4)).isEqualTo(new PlayLog.Event.Marked(PlayLog.Mark.HINT));
        assertThat(back.event(5)).isEqualTo(new PlayLog.Event.Marked(PlayLog.Mark.RESTART));
        assertThat(Moves.isRevealed(((PlayLog.Event.Played) back.event(6)).packed()))
                .isTrue();
        assertThat(back.event(7)).isEqualTo(new PlayLog.Event.Marked(PlayLog.Mark.GAVE_UP));
        assertThat(back.time(0)).isEqualTo(1_200);
        assertThat(back.time(6)).as("waited in the browser").isEqualTo(MoveHistory.UNKNOWN_TIME);
        assertThat(back.time(7)).as("kept at the ceiling").isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void a_log_stops_at_its_limit_and_says_so() {
        PlayLog log = new PlayLog();
        for (int i = 0; i < PlayLog.MAX_EVENTS; i++) log.played(placed(0, 0, 1 + i % 4), i);
        assertThat(log.isFull()).isTrue();
        log.undone(PlayLog.MAX_EVENTS);

        assertThat(log.size()).isEqualTo(PlayLog.MAX_EVENTS);
        assertThat(log.encode()).hasSize(8 * PlayLog.MAX_EVENTS);
        assertThat(PlayLog.decode(log.encode()).isFull()).isTrue();
    }

    @Test
    void no_bytes_are_an_empty_log_and_damaged_ones_are_refused() {
        assertThat(PlayLog.decode(null).size()).isZero();
        assertThat(PlayLog.decode(new byte[0]).isFull()).isFalse();
        assertThatThrownBy(() -> PlayLog.decode(new byte[7])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PlayLog.decode(new byte[8 * (PlayLog.MAX_EVENTS + 1)]))
                .isInstanceOf(IllegalArgumentException.class);
        PlayLog unknownMark = PlayLog.decode(new byte[] {0, 0, 0, (byte) 0xF7, 0, 0, 0, 0});
        assertThatThrownBy(() -> unknownMark.event(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
