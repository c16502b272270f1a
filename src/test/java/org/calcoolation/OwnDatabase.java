package org.calcoolation;

import java.util.UUID;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * A data folder of a test class's own, new at every run, for a class whose context must run the
 * migrations itself or whose tables must hold nothing of other classes (ratings are global). On
 * PostgreSQL every context has a database of its own anyway (see {@link TestDatabase}).
 */
public final class OwnDatabase {

    private OwnDatabase() {}

    /** Call from the class's {@code @DynamicPropertySource} method. */
    public static void use(DynamicPropertyRegistry properties, String name) {
        String folder = System.getProperty("calcoolation.test-data", "./target/test-data") + "/" + name + "-"
                + UUID.randomUUID().toString().substring(0, 8);
        properties.add("calcoolation.data-dir", () -> folder);
    }
}
