package org.calcoolation.base;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.JarProcess;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The jar on a data folder whose disk fills up, then has room again: readiness goes DOWN while the
 * database cannot write, the log gets no flood of stack traces, and once there is room readiness is UP
 * and games are played and stored again, with no restart. The disk is a 48 MB tmpfs, so the test
 * needs root (as CI runs) and is skipped elsewhere.
 */
class DiskFullIT {

    // Launched once the disk is mounted and the jar started (without root the test is skipped).
    @RegisterExtension
    static final ChromiumExtension chromium = ChromiumExtension.onFirstUse(15_000);

    private static final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private static int readiness(int port) {
        try {
            return http.send(
                            HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/readyz"))
                                    .timeout(Duration.ofSeconds(10))
                                    .build(),
                            HttpResponse.BodyHandlers.discarding())
                    .statusCode();
        } catch (IOException | InterruptedException e) {
            return -1;
        }
    }

    private static long awaitReadiness(int port, int status, Duration within) throws InterruptedException {
        long started = System.nanoTime();
        while (readiness(port) != status) {
            if (System.nanoTime() - started > within.toNanos())
                throw new AssertionError("readiness never answered " + status + " within " + within);
            Thread.sleep(200);
        }
        return (System.nanoTime() - started) / 1_000_000;
    }

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getInputStream().readAllBytes();
        return process.waitFor() == 0;
    }

    /** Writes zeros until the disk is full. */
    private static void fill(Path filler) {
        byte[] block = new byte[1 << 16];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) out.write(block);
        } catch (IOException full) {
            // no space left
        }
    }

    @Test
    void a_full_disk_takes_the_node_out_of_service_quietly_and_room_brings_it_back_without_a_restart()
            throws Exception {
        Chromium.assumeInstalled();
        Path buildDir = JarProcess.buildDir(DiskFullIT.class);
        Path jar = JarProcess.jar(DiskFullIT.class);
        Path disk = Files.createTempDirectory(buildDir, "full-disk-");
        Assumptions.assumeTrue(
                run("mount", "-t", "tmpfs", "-o", "size=48m", "tmpfs", disk.toString()),
                "mounting a tmpfs needs root; this test runs in CI");
        Path log = buildDir.resolve("disk-full.log");
        int port = JarProcess.freePort();
        // The README's java -jar: the other jar journeys start the jar unpacked with an AOT cache.
        Process server = JarProcess.startPlain(jar, port, disk.resolve("data"), log, Map.of());
        try (BrowserContext context = chromium.newContext()) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            page.navigate("http://localhost:" + port + "/play");
            page.getByRole(AriaRole.GRIDCELL).first().click();
            page.keyboard().press("1");
            org.assertj.core.api.Assertions.assertThat(readiness(port)).isEqualTo(200);

            Path filler = disk.resolve("filler");
            fill(filler);
            long before = Files.size(log);
            long down = awaitReadiness(port, 503, Duration.ofSeconds(15));
            for (int i = 0; i < 5; i++) {
                page.keyboard().press("ArrowRight");
                page.keyboard().press("2");
                page.navigate("http://localhost:" + port + "/play");
                page.waitForTimeout(1_000);
            }
            page.waitForTimeout(5_000);
            long logged = Files.size(log) - before;
            System.out.printf(
                    "Disk full: readiness DOWN after %d ms; %d bytes logged over some 15 s of play%n", down, logged);
            org.assertj.core.api.Assertions.assertThat(logged)
                    .as("bytes logged while the disk was full")
                    .isLessThan(250_000);

            Files.delete(filler);
            long up = awaitReadiness(port, 200, Duration.ofSeconds(15));
            System.out.printf("Room again: readiness UP after %d ms%n", up);
            page.navigate("http://localhost:" + port + "/play");
            assertThat(page.getByRole(AriaRole.GRIDCELL).first()).isVisible();
            page.getByRole(AriaRole.GRIDCELL).last().click();
            page.keyboard().press("3");
            // The game's next try comes within 16 s of its last failure, and the page asks every 2 s while the note
            // shows.
            assertThat(page.locator(".save-warning"))
                    .isHidden(new com.microsoft.playwright.assertions.LocatorAssertions.IsHiddenOptions()
                            .setTimeout(30_000));
            org.assertj.core.api.Assertions.assertThat(server.isAlive())
                    .as("the same process")
                    .isTrue();
        } finally {
            JarProcess.stop(server);
            run("umount", disk.toString());
        }
    }
}
