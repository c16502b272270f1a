package org.calcoolation.daily.ui;

import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.RouteParameters;
import org.calcoolation.base.ui.AddressCheck;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.LadderRung;
import org.calcoolation.daily.Replays;
import org.springframework.stereotype.Component;

/**
 * The daily views' addresses that name nothing: a day that is no date ({@code daily/2026-13-40}), a
 * rung past the ladder ({@code daily/2026-01-01/9}), a replay whose id is no game id. They are
 * not found (HTTP 404 and the site's "Page not found"), not a page that says so with 200. A future
 * day or one before the archive is a real date, and its page says when it opens or where the
 * archive starts.
 */
@Component
class DailyAddresses implements AddressCheck {

    @Override
    public boolean namesNothing(Class<?> view, RouteParameters parameters) {
        return isNothing(view, parameters);
    }

    static boolean isNothing(Class<?> view, RouteParameters parameters) {
        String date = parameters.get("date").orElse("");
        if (view == DailyView.class) return DailyPuzzleService.day(date).isEmpty();
        if (view == DailyPlayView.class)
            return DailyPuzzleService.day(date).isEmpty()
                    || LadderRung.numbered(parameters.get("slot").orElse("")).isEmpty();
        if (view == ReplayView.class)
            return Replays.gameId(parameters.get("game").orElse("")).isEmpty();
        return false;
    }

    /** Shows "Page not found" instead of the view if its address names nothing; whether it did. */
    static boolean notFound(Class<?> view, BeforeEnterEvent event) {
        if (!isNothing(view, event.getRouteParameters())) return false;
        event.rerouteToError(NotFoundException.class);
        return true;
    }
}
