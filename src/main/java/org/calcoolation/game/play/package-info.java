/**
 * The rules of a game in play, without storage or Spring: {@code Game} (one puzzle in play: what a
 * move may do, the help taken, its times), {@code MoveHistory} and {@code Moves} (the board and its
 * undo history, moves packed in ints), {@code MoveReceipts} (each page's numbered moves, taken once),
 * {@code Timekeeper} and {@code PlayTimeMeter} (the elapsed and play times; the play time runs only
 * while a page shows the grid), {@code GameHelp} and {@code HintProgress} (checks, hints, revealed
 * cells), {@code PlayLog} (everything the player did, for a replay) and {@code GameSnapshot} (what
 * storage keeps of a game). Not thread-safe: the store calls it under each game's lock. It holds
 * the values of play that the rest of the feature and other features read: {@code Settings},
 * {@code HelpLedger}, {@code HintLevel}, {@code Outcome}, {@code Finish}, {@code UndoRedo},
 * {@code CellChange}, {@code PlayerMove}, {@code TimedMove} and {@code Replay}; it depends on no
 * other package of {@code game}.
 *
 * <p>Public, besides those values, only what the game service and the store call: {@code Game}, {@code Timekeeper},
 * {@code GameSnapshot}, {@code MoveReceipts} (its {@code Verdict}) and {@code HintProgress} (its
 * {@code Press}).
 */
@NullMarked
package org.calcoolation.game.play;

import org.jspecify.annotations.NullMarked;
