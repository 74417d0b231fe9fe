package dev.wirerace.presentation;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.hasItems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page in Debian's headless Chromium, on two fixture runs: it must render its charts, including the
 * two-run comparison, with no console error or warning. ./wirerace test installs Chromium.
 */
@QuarkusTest
@TestProfile(PageRenderTest.FixtureResults.class)
class PageRenderTest {

    public static class FixtureResults implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("wirerace.results.dir", "src/test/resources/fixture-results");
        }
    }

    private static final Pattern CHARTS = Pattern.compile("data-charts-rendered=\"(\\d+)\"");

    @TestHTTPResource("/")
    URI page;

    @Test
    void theApiListsTheFixtureRuns() {
        given().get("/api/runs").then().statusCode(200).body("runId", hasItems("fixture-jvm", "fixture-native", "fixture-lookup", "fixture-replication",
                "fixture-native-comparison"));
        given().get("/webjars/chart.js/4.4.1/dist/chart.umd.js").then().statusCode(200);
    }

    @Test
    void aRunAndATwoRunComparisonRenderWithoutConsoleErrors() throws Exception {
        assertEquals(5, render("?a=fixture-jvm&b=fixture-native"));
        assertEquals(4, render("?a=fixture-jvm"));
    }

    /** A replication run: time against size and against count (the blog's two), and MB/s against size. */
    @Test
    void aReplicationRunRendersItsSweepChartsWithoutConsoleErrors() throws Exception {
        assertEquals(3, render("?a=fixture-replication"));
    }

    /** A lookup run: a stacked phase chart per context and thread shape (3), and the studies' figures (1). */
    @Test
    void aLookupRunRendersItsPhaseChartsWithoutConsoleErrors() throws Exception {
        assertEquals(4, render("?a=fixture-lookup"));
    }

    /** A JVM-vs-native comparison: startup, memory, the suite's ops/s per wire and k6's, each mode side by side. */
    @Test
    void aNativeComparisonRendersItsSideBySideChartsWithoutConsoleErrors() throws Exception {
        assertEquals(4, render("?a=fixture-native-comparison"));
    }

    /** Loads the page, returns how many charts it drew, fails on any console message of the page. */
    private int render(String query) throws Exception {
        Path stderr = Files.createTempFile("chromium-", ".log");
        Process chromium = new ProcessBuilder(chromium(), "--headless=new", "--no-sandbox", "--disable-gpu",
                "--enable-logging=stderr", "--v=0", "--virtual-time-budget=8000", "--dump-dom", page + query)
                .redirectError(stderr.toFile()).start();
        String dom = new String(chromium.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(chromium.waitFor(60, TimeUnit.SECONDS), "chromium did not finish");
        List<String> console = Files.readAllLines(stderr).stream().filter(line -> line.contains("CONSOLE")).toList();
        assertEquals(List.of(), console, "console messages on " + query);
        assertTrue(dom.contains("data-ready=\"true\""), "page not ready on " + query);
        Matcher charts = CHARTS.matcher(dom);
        assertTrue(charts.find(), "no chart count on " + query);
        return Integer.parseInt(charts.group(1));
    }

    private static String chromium() {
        for (String candidate : List.of(System.getenv().getOrDefault("CHROMIUM", ""), "/usr/bin/chromium",
                "/usr/bin/chromium-browser")) {
            if (!candidate.isEmpty() && Files.isExecutable(Path.of(candidate))) {
                return candidate;
            }
        }
        throw new IllegalStateException("Debian's chromium is needed for this test: ./wirerace test installs it"
                + " (or apt-get install chromium)");
    }
}
