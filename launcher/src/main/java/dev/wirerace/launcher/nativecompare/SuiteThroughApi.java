package dev.wirerace.launcher.nativecompare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A suite started through a serving presentation-service's API, as the page starts one, and followed to its end. */
final class SuiteThroughApi {

    /** A suite must finish within this. */
    private static final Duration SUITE_BOUND = Duration.ofMinutes(20);

    private final HttpClient http;
    private final ObjectMapper json;

    SuiteThroughApi(HttpClient http, ObjectMapper json) {
        this.http = http;
        this.json = json;
    }

    /** Starts {@code suite} at {@code base} and returns its run id once it has finished. */
    String run(String base, String suite, ChildProcess presentation) throws IOException, InterruptedException {
        HttpResponse<String> started;
        try {
            started = http.send(HttpRequest.newBuilder(URI.create(base + "/api/runs?suite=" + suite))
                    .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException unreachable) {
            // a service that answered once and then failed its start (a run plan it cannot read) is gone by now
            throw new IOException("the suite could not be started at " + base + " (" + unreachable + ")"
                    + (presentation.alive() ? "" : "; the presentation-service has exited: " + presentation.logTail(5)),
                    unreachable);
        }
        if (started.statusCode() != 202) {
            throw new IOException("the suite did not start: HTTP " + started.statusCode() + " " + started.body());
        }
        String runId = json.readTree(started.body()).path("runId").asText();
        System.err.printf("wirerace: suite %s started as run %s%n", suite, runId);
        long deadline = System.nanoTime() + SUITE_BOUND.toNanos();
        String lastShown = "";
        while (System.nanoTime() < deadline) {
            if (!presentation.alive()) {
                throw new IOException("the presentation-service died during the suite; " + presentation.logTail(5));
            }
            JsonNode progress = json.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/progress")).build(),
                    HttpResponse.BodyHandlers.ofString()).body());
            if (runId.equals(progress.path("runId").asText()) && !progress.path("running").asBoolean()) {
                return runId;
            }
            String shown = progress.path("done").asInt() + "/" + progress.path("total").asInt();
            if (!shown.equals(lastShown)) {
                System.err.printf("  suite %s: %s scenarios done%n", runId, shown);
                lastShown = shown;
            }
            Thread.sleep(Duration.ofSeconds(1));
        }
        throw new IOException("the suite " + runId + " did not finish within " + SUITE_BOUND.toMinutes() + " min");
    }
}
