package org.calcoolation.learn.ui;

import com.vaadin.flow.router.RouteParameters;
import org.calcoolation.base.ui.AddressCheck;
import org.calcoolation.learn.Lessons;
import org.springframework.stereotype.Component;

/** {@code learn/no-such-step} names no technique: not found (HTTP 404 and "Page not found"), as the view shows it. */
@Component
class LearnAddresses implements AddressCheck {

    @Override
    public boolean namesNothing(Class<?> view, RouteParameters parameters) {
        return view == TechniqueView.class
                && Lessons.bySlug(parameters.get("technique").orElse("")).isEmpty();
    }
}
