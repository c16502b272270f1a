package org.calcoolation.game.store;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.data.domain.Limit;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;

public interface SavedGameRepository extends JpaRepository<SavedGame, UUID> {

    /** The player's most recently played practice games, newest first; more than one so that a damaged row can be skipped. */
    List<SavedGame> findTop5ByPlayerKeyAndDailyPuzzleIdIsNullOrderByUpdatedAtDesc(String playerKey);

    /** The player's practice games not finished, last played first: the list on the play page. */
    List<SavedGame> findByPlayerKeyAndDailyPuzzleIdIsNullAndFinishedAtIsNullOrderByUpdatedAtDesc(
            String playerKey, Limit limit);

    /** Deletes one practice game of this player; a daily game or another's is left alone. */
    @Modifying
    @Query("delete from SavedGame g where g.id = :id and g.playerKey = :playerKey and g.dailyPuzzleId is null")
    int deletePractice(UUID id, String playerKey);

    Optional<SavedGame> findByPlayerKeyAndDailyPuzzleId(String playerKey, Long dailyPuzzleId);

    List<SavedGame> findByPlayerKeyAndDailyPuzzleIdIn(String playerKey, Collection<Long> dailyPuzzleIds);

    /** The player's daily games, every day's. */
    List<SavedGame> findByPlayerKeyAndDailyPuzzleIdIsNotNull(String playerKey);

    /** How many players opened the grid of each of these daily puzzles, guests included, as rows of (daily puzzle id, count). */
    @Query("""
            select g.dailyPuzzleId, count(g) from SavedGame g
            where g.dailyPuzzleId in :dailyPuzzleIds and g.firstShownAt is not null group by g.dailyPuzzleId""")
    List<Object[]> countShownByDailyPuzzleIdIn(Collection<Long> dailyPuzzleIds);

    /** The stored version of each of these games that has a row, as rows of (id, row version). */
    @Query("select g.id, g.rowVersion from SavedGame g where g.id in :ids")
    List<Object[]> findRowVersions(Collection<UUID> ids);

    boolean existsByDailyPuzzleIdIn(Collection<Long> dailyPuzzleIds);

    /** Hands every game of one key to another, as when a guest signs in. */
    @Modifying
    @Query("update SavedGame g set g.playerKey = :to where g.playerKey = :from")
    int moveGames(String from, String to);

    /** The same, but for the games named in {@code kept} (never empty), which stay where they are. */
    @Modifying
    @Query("update SavedGame g set g.playerKey = :to where g.playerKey = :from and g.id not in :kept")
    int moveGamesBut(String from, String to, Collection<UUID> kept);

    /** Games of players whose key is not like {@code accounts} (guests), last played before {@code before}. */
    @Query("select g.id from SavedGame g where g.playerKey not like :accounts and g.updatedAt < :before")
    List<UUID> findGuestGamesStoredBefore(String accounts, Instant before, Limit limit);

    /** The same, of games in which nothing was done: no move on the board, no help, no finish. */
    @Query("""
            select g.id from SavedGame g where g.playerKey not like :accounts and g.updatedAt < :before
            and g.moveCursor = 0 and g.checks = 0 and g.hints = 0 and g.cellsRevealed = 0 and g.solutionRevealed = false
            and g.finishedAt is null""")
    List<UUID> findUnplayedGuestGamesStoredBefore(String accounts, Instant before, Limit limit);

    /** The games of one key not finished, practice and daily, as stored. */
    List<SavedGame> findByPlayerKeyAndFinishedAtIsNull(String playerKey);

    /** The help taken in each finished game of one key, without loading the games' moves. */
    @Query("""
            select new org.calcoolation.game.store.SavedGameRepository$FinishedHelp(g.id, g.checks, g.hints, g.cellsRevealed, g.solutionRevealed)
            from SavedGame g where g.playerKey = :playerKey and g.finishedAt is not null""")
    List<FinishedHelp> findHelpOfFinishedGames(String playerKey);

    record FinishedHelp(UUID game, int checks, int hints, int cellsRevealed, boolean solutionRevealed) {}

    @Modifying
    @Query("delete from SavedGame g where g.playerKey = :playerKey")
    int deleteByPlayerKey(String playerKey);
}
