package org.calcoolation.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The usage text picocli writes from the commands' options, and the errors it finds before a command runs. */
class UsageTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Cli.run(
                args,
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void help_names_every_command_and_every_option_of_each() {
        assertThat(run("help")).isZero();
        assertThat(output())
                .startsWith("Usage: java -jar calcoolation.jar <command> [options]")
                .contains("generate", "solve", "bench", "reach", "daily", "print")
                .contains("--size=3..16", "--mean-cage=1.5..5.0", "--weights=add=4,sub=2,mul=3,div=1")
                .contains("--sizes=4-12", "--seeds=1..100", "--date=yyyy-mm-dd")
                .doesNotContain("\u001b[");
        assertThat(err.size()).isZero();
    }

    @Test
    void a_commands_help_shows_its_own_options_asked_either_way() {
        assertThat(run("generate", "--help")).isZero();
        String asOption = output();
        out.reset();
        assertThat(run("help", "generate")).isZero();

        assertThat(output()).isEqualTo(asOption);
        assertThat(asOption)
                .startsWith("Usage: java -jar calcoolation.jar generate [--size=3..16]")
                .contains("--twists=hidden|extended|xor|none")
                .doesNotContain("--seeds", "reach");
    }

    @Test
    void help_for_a_command_that_does_not_exist_is_bad_usage() {
        assertThat(run("help", "frobnicate")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo(
                        "help: unknown command 'frobnicate' (generate, solve, bench, reach, daily, print or help)\n");
    }

    @Test
    void an_option_followed_by_another_option_is_missing_its_value() {
        assertThat(run("generate", "--count", "--seed", "4")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("generate: --count needs a value\n");
        assertThat(out.size()).isZero();
    }

    @Test
    void an_argument_starting_with_at_is_not_opened_as_a_file_of_arguments() {
        assertThat(run("solve", "@/etc/hostname")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("solve: unknown option '@/etc/hostname' (it takes no options)\n");
    }

    @Test
    void a_count_given_as_zero_is_refused_although_no_count_means_the_default() {
        assertThatThrownBy(() -> BenchCommand.parse(List.of("--count", "0")))
                .isInstanceOf(UsageException.class)
                .hasMessage("bench: --count must be 1..10000, not 0");
        assertThat(BenchCommand.parse(List.of("--sizes", "4")).count()).isZero();
    }
}
