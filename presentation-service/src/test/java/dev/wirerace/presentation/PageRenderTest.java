package dev.wirerace.presentation;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
            return Map.of("wirerace.results.dir", "../page/src/test/resources/fixture-results");
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final Pattern CHARTS = Pattern.compile("data-charts-rendered=\"(\\d+)\"");

    @TestHTTPResource("/")
    URI page;

    @Test
    void theApiListsTheFixtureRuns() {
        given().get("/api/runs").then().statusCode(200).body("runId", hasItems("fixture-jvm", "fixture-native", "fixture-lookup", "fixture-replication",
                "fixture-native-comparison", "fixture-three-modes", "fixture-ledger-a", "fixture-ledger-b"));
        given().get("/webjars/chart.js/4.4.1/dist/chart.umd.js").then().statusCode(200);
    }

    /** The digest of a suite run: one group per operation and concurrency, each with every wire; none for other runs. */
    @Test
    void theApiServesTheDigestOfASuiteRunOnly() {
        given().get("/api/runs/fixture-ledger-a/digest").then().statusCode(200)
                .body("groups.size()", equalTo(4)).body("groups[0].entries.size()", equalTo(14))
                .body("groups[0].title", equalTo("addOne, 1 caller"))
                .body("groups[0].answer", startsWith("addOne, 1 caller: fastest remote wire "))
                .body("intervals", startsWith("95 % intervals over the rounds of one JVM pair"));
        given().get("/api/runs/fixture-lookup/digest").then().statusCode(404);
        given().get("/api/runs/no-such-run/digest").then().statusCode(404);
    }

    @Test
    void aRunAndATwoRunComparisonRenderWithoutConsoleErrors() throws Exception {
        assertEquals(5, render("?a=fixture-jvm&b=fixture-native"));
        assertEquals(4, render("?a=fixture-jvm"));
    }

    /**
     * Two quick runs with the cost ledger, trust flags and per-round figures. One run: percentiles,
     * throughput, floor multiples, three of the studies' figures, a where-the-time-goes chart per operation
     * and the warm-up curves (9); the pair adds the side-by-side chart and shows a verdict for each of the
     * 56 common scenarios, from the real compare endpoint.
     */
    @Test
    void aLedgerRunAndTheVerdictsOfTwoRunsRenderWithoutConsoleErrors() throws Exception {
        String one = dom("?a=fixture-ledger-a");
        assertEquals(9, charts(one));
        assertEquals(4, count(one, "class=\"digest-group\""), "one digest group per operation and concurrency");
        JsonNode ranks = shownBy(one, "Study 5: rank for the 55-account list (1 = fastest), published beside ours");
        assertEquals(List.of("Study 5: rmi", "Study 5: rest-http", "Study 5: serialized", "Study 5: soap"),
                JSON.convertValue(ranks.path("labels"), List.class), "each of study 5's bars is its wire's");
        String pair = dom("?a=fixture-ledger-a&b=fixture-ledger-b");
        assertEquals(10, charts(pair));
        assertEquals(2 * 56, count(pair, "class=\"verdict verdict-"), "a latency and a server CPU verdict per common scenario");
        assertTrue(count(pair, "class=\"num ledger-col\"") >= 56 * 4, "both ledgers side by side");
        given().get("/api/compare?a=fixture-ledger-a&b=fixture-ledger-b").then().statusCode(200)
                .body("rows.size()", equalTo(56)).body("rows[0].p50.low", notNullValue())
                .body("rows.findAll { it.serverCpuVerdict != null }.size()", greaterThan(0));
        given().get("/api/compare?a=fixture-ledger-a&b=fixture-lookup").then().statusCode(404);
    }

    /**
     * The what-if panel draws the service's own prediction for the page's operation and concurrency, one row per
     * remote wire, from the round trips kept with the run; a run without them has no rows and no panel, and a link
     * that is not one is refused.
     */
    @Test
    void theWhatIfPanelShowsThePredictionOfARunWithRoundTrips() throws Exception {
        JsonNode prediction = JSON.readTree(given().get("/api/runs/fixture-ledger-a/predict?rttMicros=2000&bitsPerSecond=1e8")
                .then().statusCode(200).extract().asString());
        int shown = 0;
        for (JsonNode row : prediction.path("rows")) {
            if (row.path("operation").asText().equals("addOne") && row.path("concurrency").asInt() == 1) {
                shown++;
                assertTrue(row.path("p50Micros").asDouble() > row.path("loopbackP50Micros").asDouble() + 2000,
                        row + ": one round trip of 2 ms more, and its bytes at 100 Mbit/s");
            }
        }
        assertTrue(shown >= 8, "a prediction per remote addOne row: " + shown);
        assertEquals(4, prediction.path("presets").size());
        String page = dom("?a=fixture-ledger-a");
        Matcher table = Pattern.compile("<table id=\"wi-table\".*?</table>", Pattern.DOTALL).matcher(page);
        assertTrue(table.find(), "the what-if table is drawn");
        assertEquals(shown, count(table.group(), "<tr>") - 1, "one row per predicted wire, below its header");
        assertFalse(page.contains("<div id=\"what-if\" hidden"), "the panel is shown");
        assertTrue(dom("?a=fixture-ledger-b").contains("<div id=\"what-if\" hidden"), "no round trips, no panel");
        given().get("/api/runs/fixture-ledger-b/predict?rttMicros=2000&bitsPerSecond=1e8").then().statusCode(200)
                .body("rows.size()", equalTo(0)).body("missing", notNullValue());
        given().get("/api/runs/no-such-run/predict?rttMicros=2000&bitsPerSecond=1e8").then().statusCode(404);
        given().get("/api/runs/fixture-ledger-a/predict?rttMicros=-1&bitsPerSecond=1e8").then().statusCode(400);
    }

    /**
     * What a chart shows, not only that it is there: the addOne "where a call's time goes" chart carries, for
     * every wire of the run with a ledger at concurrency 1, the run's client CPU, server CPU and the rest of
     * its mean latency per call.
     */
    @Test
    void theTimeSplitChartShowsTheRunsOwnLedger() throws Exception {
        JsonNode shown = shownBy(dom("?a=fixture-ledger-a"), "Where a call's time goes: addOne,");
        JsonNode run = JSON.readTree(given().get("/api/runs/fixture-ledger-a").asString());
        List<String> labels = new ArrayList<>();
        shown.path("labels").forEach(label -> labels.add(label.asText()));
        int rows = 0;
        for (JsonNode scenario : run.path("scenarios")) {
            if (!scenario.path("operation").asText().equals("addOne") || scenario.path("concurrency").asInt() != 1
                    || !scenario.path("tx").asText().equals("none") || !scenario.path("cost").isObject()
                    || !scenario.path("cost").path("clientCpuMicros").isNumber()) {
                continue;
            }
            rows++;
            String wire = scenario.path("wireLabel").asText(scenario.path("wire").asText());
            int at = labels.indexOf(wire);
            assertTrue(at >= 0, wire + " has no bar: " + labels);
            double client = scenario.path("cost").path("clientCpuMicros").asDouble();
            double server = Math.max(0, scenario.path("cost").path("serverCpuMicros").asDouble());
            double broker = Math.max(0, scenario.path("cost").path("brokerCpuMicros").asDouble());
            double mean = scenario.path("latencyMicros").path("mean").asDouble();
            JsonNode datasets = shown.path("datasets");
            assertEquals(Math.max(0, client), datasets.get(0).path("data").get(at).asDouble(), 1e-9, wire + " client CPU");
            assertEquals(server, datasets.get(1).path("data").get(at).asDouble(), 1e-9, wire + " server CPU");
            assertEquals(broker, datasets.get(2).path("data").get(at).asDouble(), 1e-9, wire + " broker CPU");
            assertEquals(Math.max(0, mean - Math.max(0, client) - server - broker),
                    datasets.get(3).path("data").get(at).asDouble(), 1e-9, wire + " the rest of the mean latency");
        }
        assertTrue(rows >= 10, "the fixture has a ledger row per wire: " + rows);
        assertEquals(rows, labels.size(), "one bar per ledger row, no other");
    }

    /** The data a chart shows ({@code data-shown} of the canvas whose label starts so). */
    private static JsonNode shownBy(String dom, String labelStart) throws Exception {
        Matcher canvas = Pattern.compile("<canvas[^>]*aria-label=\"" + Pattern.quote(labelStart.replace("'", "&#39;"))
                + "[^>]*>|<canvas[^>]*aria-label=\"" + Pattern.quote(labelStart) + "[^>]*>").matcher(dom);
        assertTrue(canvas.find(), "no chart labelled " + labelStart);
        Matcher shown = Pattern.compile("data-shown=\"([^\"]*)\"").matcher(canvas.group());
        assertTrue(shown.find(), "the chart carries no data-shown");
        return JSON.readTree(shown.group(1).replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<")
                .replace("&gt;", ">").replace("&amp;", "&"));
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

    /**
     * A three-mode comparison (a real run, renamed): every mode's columns in the wire table, not the first two, and
     * where each mode stands against the JVM, a row per wire and mode and one over all wires per mode.
     */
    @Test
    void aThreeModeComparisonSetsEveryModeSideBySideAndSaysWhereEachStands() throws Exception {
        String page = dom("?a=fixture-three-modes");

        for (String mode : List.of("JVM", "JVM + AOT cache", "native (assembled toolchain")) {
            assertTrue(page.contains("<th class=\"num\">ops/s " + mode), "an ops/s column for " + mode);
        }
        assertTrue(page.contains("<div id=\"native-standings-block\">"), "the standings shown");
        int standings = page.indexOf("id=\"native-standings\"");
        assertEquals(2 + 2 * 16, count(page.substring(standings, page.indexOf("</table>", standings)), "<tr>") - 1,
                "a row per mode over all wires, and per mode and wire");
        assertTrue(page.contains("quarkusio/benchmarks"), "the anchors' source");
    }

    /** Loads the page, returns how many charts it drew, fails on any console message of the page. */
    private int render(String query) throws Exception {
        return charts(dom(query));
    }

    private static int charts(String dom) {
        Matcher charts = CHARTS.matcher(dom);
        assertTrue(charts.find(), "no chart count");
        return Integer.parseInt(charts.group(1));
    }

    private static int count(String dom, String text) {
        int count = 0;
        for (int at = dom.indexOf(text); at >= 0; at = dom.indexOf(text, at + 1)) {
            count++;
        }
        return count;
    }

    /** The page's DOM once it is ready; fails on any console message of the page. */
    private String dom(String query) throws Exception {
        Path stderr = Files.createTempFile("chromium-", ".log");
        String dom;
        List<String> console;
        try {
            Process chromium = new ProcessBuilder(chromium(), "--headless=new", "--no-sandbox", "--disable-gpu",
                    "--enable-logging=stderr", "--v=0", "--virtual-time-budget=8000", "--dump-dom", page + query)
                    .redirectError(stderr.toFile()).start();
            dom = new String(chromium.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(chromium.waitFor(60, TimeUnit.SECONDS), "chromium did not finish");
            console = Files.readAllLines(stderr).stream().filter(line -> line.contains("CONSOLE")).toList();
        } finally {
            Files.deleteIfExists(stderr);
        }
        assertEquals(List.of(), console, "console messages on " + query);
        assertTrue(dom.contains("data-ready=\"true\""), "page not ready on " + query);
        return dom;
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
