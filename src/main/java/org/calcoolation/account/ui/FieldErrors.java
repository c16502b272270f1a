package org.calcoolation.account.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasValidation;
import java.util.Map;
import org.calcoolation.account.Field;
import org.calcoolation.account.Problem;

/** Shows the problems of a rejection next to the fields of a form, in the page's language, and clears those of the last try. */
final class FieldErrors {

    private final Component page;
    private final Map<Field, HasValidation> fields;

    FieldErrors(Component page, Map<Field, ? extends HasValidation> fields) {
        this.page = page;
        this.fields = Map.copyOf(fields);
    }

    void show(Map<Field, Problem> problems) {
        fields.forEach((field, input) -> {
            Problem problem = problems.get(field);
            input.setErrorMessage(problem == null ? null : said(page, problem));
            input.setInvalid(problem != null);
        });
    }

    void clear() {
        show(Map.of());
    }

    /** The problem in the page's language. */
    static String said(Component page, Problem problem) {
        return page.getTranslation(problem.key(), problem.args());
    }
}
