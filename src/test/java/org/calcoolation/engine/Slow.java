package org.calcoolation.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test that generates or brute-forces many puzzles and takes seconds to minutes (over 5 s each in
 * a full run): {@code ./mvnw test} leaves it out, so that a change is checked in a few minutes, and
 * {@code ./mvnw verify} runs it (surefire execution {@code slow}, in the integration-test phase).
 * {@code -Dtest=ThisClass} runs it whatever its tag (docs/testing.md).
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag("slow")
public @interface Slow {}
