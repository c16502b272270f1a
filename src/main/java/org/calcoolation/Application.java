package org.calcoolation;

import java.time.Clock;
import org.calcoolation.cli.Cli;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * Starts the web app, or runs a command-line tool ({@code generate}, {@code solve}, {@code bench},
 * {@code help}) without starting Spring at all.
 */
@SpringBootApplication
public class Application {

    public static void main(String[] args) {
        if (Cli.handles(args)) {
            System.exit(Cli.run(args, System.in, System.out, System.err));
        }
        SpringApplication.run(Application.class, args);
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }
}
