package org.calcoolation.practice;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.rating.Rating;

/** A puzzle of the pool as a draw finds it: its row, its kind, its Keen ID and its rating now. */
record PoolPuzzle(long id, int size, Difficulty level, String keenId, Rating rating) {}
