package org.calcoolation;

import org.springframework.core.Ordered;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.test.context.TestContext;
import org.springframework.test.context.TestExecutionListener;

/**
 * Points Spring Security's static holder at the strategy of the test's own Spring context before
 * each test. Vaadin's auto-configuration sets the static holder to its context's strategy when a
 * context starts, and spring-security-test's {@code @WithUserDetails} puts the signed-in player into
 * the strategy bean of the test's context: once another context has started, a cached context's
 * views read the newer context's holder and find nobody signed in. Registered in
 * {@code META-INF/spring.factories}, before spring-security-test's listener (order 10000).
 */
public final class TestSecurityContextStrategy implements TestExecutionListener, Ordered {

    @Override
    public void beforeTestMethod(TestContext testContext) {
        testContext
                .getApplicationContext()
                .getBeanProvider(SecurityContextHolderStrategy.class)
                .ifUnique(SecurityContextHolder::setContextHolderStrategy);
    }

    @Override
    public int getOrder() {
        return 9_000;
    }
}
