package org.calcoolation.account.ui;

import com.vaadin.flow.component.HasValidation;
import java.util.Map;
import org.calcoolation.account.Field;

/** Shows the messages of a rejection next to the fields of a form, and clears those of the last try. */
final class FieldErrors {

    private final Map<Field, HasValidation> fields;

    FieldErrors(Map<Field, ? extends HasValidation> fields) {
        this.fields = Map.copyOf(fields);
    }

    void show(Map<Field, String> errors) {
        fields.forEach((field, input) -> {
            String message = errors.get(field);
            input.setErrorMessage(message);
            input.setInvalid(message != null);
        });
    }

    void clear() {
        show(Map.of());
    }
}
