package org.calcoolation.engine.latin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.calcoolation.engine.Grid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LatinSquaresTest {

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void every_square_of_the_chain_is_latin(int n) {
        LatinSquares chain = LatinSquares.chain(n, new SplittableRandom(n));
        for (int i = 0; i < 20; i++) {
            // Grid.of refuses anything that is not a Latin square; check the digits again all the same.
            Grid grid = chain.next();
            for (int r = 0; r < n; r++) {
                int row = 0, col = 0;
                for (int c = 0; c < n; c++) {
                    row |= 1 << grid.digit(r, c);
                    col |= 1 << grid.digit(c, r);
                }
                assertThat(row).isEqualTo(col).isEqualTo(((1 << (n + 1)) - 1) & ~1);
            }
        }
    }

    @Test
    void the_same_seed_gives_the_same_square() {
        assertThat(LatinSquares.random(9, new SplittableRandom(42)))
                .isEqualTo(LatinSquares.random(9, new SplittableRandom(42)));
        assertThat(LatinSquares.random(9, new SplittableRandom(42)))
                .isNotEqualTo(LatinSquares.random(9, new SplittableRandom(43)));
    }

    @Test
    void all_twelve_3x3_latin_squares_come_up_about_equally_often() {
        // There are exactly 12 Latin squares of order 3; an unbiased sampler hits each about 1/12 of the time.
        SplittableRandom random = new SplittableRandom(7);
        Map<Grid, Integer> counts = new HashMap<>();
        int draws = 24_000;
        for (int i = 0; i < draws; i++) counts.merge(LatinSquares.random(3, random), 1, Integer::sum);

        assertThat(counts).hasSize(12);
        // Expected 2000 each; 5 standard deviations (about 5·43) is a generous band that still catches bias.
        assertThat(counts.values()).allSatisfy(count -> assertThat(count).isBetween(1780, 2220));
    }

    @Test
    void successive_squares_of_a_chain_cover_the_576_4x4_squares_evenly() {
        LatinSquares chain = LatinSquares.chain(4, new SplittableRandom(11));
        Map<Grid, Integer> counts = new HashMap<>();
        int draws = 576 * 100;
        for (int i = 0; i < draws; i++) counts.merge(chain.next(), 1, Integer::sum);

        assertThat(counts).hasSize(576);
        // Expected 100 each (sd 10); a biased sampler would push some far outside 55..145.
        assertThat(counts.values()).allSatisfy(count -> assertThat(count).isBetween(55, 145));
    }
}
