package org.calcoolation.game;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import org.calcoolation.engine.PuzzleKind;

/** A game at rest, for storage. Moves are packed ints (see {@code Moves}); {@code cursor} of them are applied. */
record GameSnapshot(UUID id, String puzzleId, PuzzleKind kind, int[] solution, int[] moves, int cursor, long playMillis,
        Optional<Instant> firstShownAt, HelpLedger help, Settings settings, boolean paused, Optional<Instant> finishedAt) {

    GameSnapshot {
        if (cursor < 0 || cursor > moves.length) throw new IllegalArgumentException("cursor outside the move list");
        solution = solution.clone();
        moves = moves.clone();
    }

    @Override
    public int[] solution() {
        return solution.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }
}
