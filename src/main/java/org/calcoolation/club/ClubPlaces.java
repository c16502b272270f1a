package org.calcoolation.club;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.RungPlaces;
import org.calcoolation.stats.DailyBoards;
import org.calcoolation.stats.DailyBoards.CleanSolve;
import org.springframework.stereotype.Component;

/** A rung's place in each of the player's clubs, for the daily finish panel: "2nd of 5 in Tuesday Solvers". */
@Component
class ClubPlaces implements RungPlaces {

    private final Clubs clubs;
    private final DailyBoards boards;

    ClubPlaces(Clubs clubs, DailyBoards boards) {
        this.clubs = clubs;
        this.boards = boards;
    }

    /** "of 5": among the members with a clean solve of the rung on its day so far. */
    @Override
    public List<Place> of(PlayerRef.Account player, DailyPuzzle puzzle) {
        List<Place> places = new ArrayList<>();
        for (Clubs.Club club : clubs.of(player)) {
            if (club.members() < 2) continue; // first of 1 says nothing
            List<CleanSolve> solves =
                    boards.cleanSolvesAmong(Map.of(puzzle.id(), puzzle.day()), clubs.members(player, club.id()));
            for (int i = 0; i < solves.size(); i++) {
                if (solves.get(i).playerId() == player.id()) {
                    places.add(new Place(i + 1, solves.size(), club.name()));
                    break;
                }
            }
        }
        return places;
    }
}
