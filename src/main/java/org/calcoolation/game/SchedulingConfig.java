package org.calcoolation.game;

import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;

/** Runs {@code @Scheduled} methods, such as the writer that saves games in the background. */
@Configuration
@EnableScheduling
class SchedulingConfig {}
