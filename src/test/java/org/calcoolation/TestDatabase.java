package org.calcoolation;

import java.util.List;
import java.util.UUID;
import org.springframework.boot.test.util.TestPropertyValues;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.MergedContextConfiguration;

/**
 * Points every Spring test context at the test database: H2 in the build folder as configured
 * (nothing to do), or, when the JVM runs with {@code -Dcalcoolation.test-database=postgresql}, a
 * fresh database of its own on the {@link TestPostgres} server. Registered in
 * {@code META-INF/spring.factories}, so a test class needs nothing to run on both.
 */
public final class TestDatabase implements ContextCustomizerFactory {

    /** Where a test that connects by hand finds its database. */
    public record Connection(String url, String user, String password) {}

    /**
     * A new empty database of the run's kind, for a test that migrates by hand. On H2 it lives in
     * memory while a connection to it is open.
     */
    public static Connection empty() {
        return TestPostgres.selected()
                ? new Connection(TestPostgres.get().newDatabase(), TestPostgres.USER, "")
                : new Connection("jdbc:h2:mem:" + UUID.randomUUID(), "sa", "");
    }

    @Override
    public ContextCustomizer createContextCustomizer(
            Class<?> testClass, List<ContextConfigurationAttributes> configAttributes) {
        return TestPostgres.selected() ? new OnPostgres() : null;
    }

    /** One for all test classes, so that it changes nothing in how Spring caches contexts. */
    private static final class OnPostgres implements ContextCustomizer {

        @Override
        public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration mergedConfig) {
            TestPropertyValues.of(
                            "spring.datasource.url=" + TestPostgres.get().newDatabase(),
                            "spring.datasource.username=" + TestPostgres.USER,
                            "spring.datasource.password=",
                            // A cached context that waits for its next test holds one server process, not ten.
                            "spring.datasource.hikari.minimum-idle=1")
                    .applyTo(context);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof OnPostgres;
        }

        @Override
        public int hashCode() {
            return OnPostgres.class.hashCode();
        }
    }
}
