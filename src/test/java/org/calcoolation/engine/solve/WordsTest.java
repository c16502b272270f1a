package org.calcoolation.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Operation;
import org.junit.jupiter.api.Test;

class WordsTest {

    @Test
    void digits_are_listed_with_and_or_or() {
        assertThat(Words.digits(1 << 4)).isEqualTo("4");
        assertThat(Words.digits(1 << 1 | 1 << 4)).isEqualTo("1 and 4");
        assertThat(Words.digitsOr(1 << 1 | 1 << 2 | 1 << 4)).isEqualTo("1, 2 or 4");
    }

    @Test
    void cells_are_row_then_column_and_three_or_more_are_kept_apart_by_semicolons() {
        assertThat(Words.cells(List.of(1, 3), 4)).isEqualTo("row 1, column 2 and row 1, column 4");
        assertThat(Words.cells(List.of(0, 1, 5), 4)).isEqualTo("row 1, column 1; row 1, column 2 and row 2, column 2");
    }

    @Test
    void cages_lines_articles_and_counts_read_as_spoken() {
        assertThat(Words.cage(new Cage(Operation.MULTIPLY, 12, List.of(new Cell(0, 0), new Cell(0, 1)))))
                .isEqualTo("the 12× cage at row 1, column 1");
        assertThat(Words.lines(true, 0b1001)).isEqualTo("rows 1 and 4");
        assertThat(Words.lines(false, 0b100)).isEqualTo("column 3");
        assertThat(List.of(Words.a(3), Words.a(8), Words.a(11))).containsExactly("a 3", "an 8", "an 11");
        assertThat(Words.count(3)).isEqualTo("three");
        assertThat(Words.capitalized("row 2")).isEqualTo("Row 2");
    }
}
