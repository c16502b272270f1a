package org.calcoolation.daily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DailySeedsTest {

    private static final LocalDate DAY = LocalDate.of(2026, 11, 26);
    private static final String SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

    /** The seed rule before the secret, as anyone could read it from the jar (SplitMix64's finaliser of the day and slot). */
    static long publicRule(LocalDate day, LadderRung slot) {
        long z = day.toEpochDay() * 16 + slot.index() + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Test
    void the_same_secret_day_and_slot_give_the_same_seed_and_every_other_day_and_slot_another() {
        DailySeeds seeds = DailySeeds.of(SECRET);
        Set<Long> year = new HashSet<>();
        for (int d = 0; d < 365; d++)
            for (LadderRung slot : LadderRung.LADDER) year.add(seeds.seed(DAY.plusDays(d), slot));

        assertThat(DailySeeds.of(SECRET).seed(DAY, LadderRung.LADDER.getFirst()))
                .isEqualTo(seeds.seed(DAY, LadderRung.LADDER.getFirst()));
        assertThat(year).hasSize(365 * LadderRung.LADDER.size());
    }

    @Test
    void another_secret_gives_other_seeds_and_none_is_the_public_rules() {
        DailySeeds ours = DailySeeds.of(SECRET);
        DailySeeds theirs = DailySeeds.of(DailySeeds.newSecret(new SecureRandom()));
        for (LadderRung slot : LadderRung.LADDER) {
            assertThat(ours.seed(DAY, slot))
                    .isNotEqualTo(theirs.seed(DAY, slot))
                    .isNotEqualTo(publicRule(DAY, slot));
        }
    }

    @Test
    void a_secret_is_sixty_four_hexadecimal_digits_in_either_case() {
        assertThat(DailySeeds.of(SECRET.toUpperCase()).seed(DAY, LadderRung.LADDER.get(2)))
                .isEqualTo(DailySeeds.of(SECRET).seed(DAY, LadderRung.LADDER.get(2)));
        assertThat(DailySeeds.newSecret(new SecureRandom())).matches("[0-9a-f]{64}");
        assertThatThrownBy(() -> DailySeeds.of("abc")).hasMessageContaining("64 hexadecimal digits");
        assertThatThrownBy(() -> DailySeeds.of(SECRET.substring(1) + "g"))
                .hasMessageContaining("64 hexadecimal digits");
    }
}
