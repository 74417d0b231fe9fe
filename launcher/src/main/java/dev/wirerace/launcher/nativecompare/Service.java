package dev.wirerace.launcher.nativecompare;

import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;

/** The two services compared, each with the request that shows it is up and answering correctly. */
enum Service {
    BUSINESS("business-service", "/rest/add-one/41") {
        @Override
        boolean answersCorrectly(String body) {
            return body.trim().equals("42");
        }
    },
    PRESENTATION("presentation-service", "/api/wires") {
        @Override
        boolean answersCorrectly(String body) {
            return body.contains("rest-http");
        }
    };

    /** A service must answer within this after launch. */
    private static final Duration FIRST_ANSWER_BOUND = Duration.ofSeconds(60);

    /** How often a starting service is asked; fine enough for the 10s-of-ms startups of native images. */
    private static final Duration FIRST_ANSWER_POLL = Duration.ofMillis(1);

    private final String id;
    private final String probePath;

    Service(String id, String probePath) {
        this.id = id;
        this.probePath = probePath;
    }

    /** Its name in the results, in builds.json and in its log files' names. */
    String id() {
        return id;
    }

    URI probe(int httpPort) {
        return URI.create("http://127.0.0.1:" + httpPort + probePath);
    }

    abstract boolean answersCorrectly(String body);

    NativeCompareConfig.Tier tier(NativeCompareConfig config) {
        return this == BUSINESS ? config.business() : config.presentation();
    }

    /** Waits for its first correct answer; returns the milliseconds from launch to it, as Quarkus measures startup. */
    double awaitFirstAnswer(ChildProcess process, int httpPort) throws IOException, InterruptedException {
        return process.awaitHttp(probe(httpPort), this::answersCorrectly, FIRST_ANSWER_BOUND, FIRST_ANSWER_POLL);
    }
}
