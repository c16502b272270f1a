package org.calcoolation.daily;

import java.time.LocalDate;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

interface DailyPuzzleRepository extends JpaRepository<DailyPuzzle, Long> {

    List<DailyPuzzle> findByDayOrderBySlot(LocalDate day);

    List<DailyPuzzle> findByDayBetweenOrderByDayAscSlotAsc(LocalDate from, LocalDate to);
}
