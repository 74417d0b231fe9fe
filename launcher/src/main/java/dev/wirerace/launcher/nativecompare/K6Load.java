package dev.wirerace.launcher.nativecompare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.results.data.NativeComparisonDocument.K6Figures;
import dev.wirerace.tiers.k6.K6Target;
import dev.wirerace.tiers.ports.BusinessPorts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The k6 scripts of {@code k6/} against one business-service, addOne with a fresh x per call and every
 * reply checked by the script. The figure taken is the ramp stage (1 to 16 VUs, then 16 held), closed-loop
 * VUs back to back: the most the service gave k6 on this machine.
 */
final class K6Load {

    /** The open stage's length (at k6's default rate), and each half of the ramp stage: up to 16 VUs, then held. */
    static final String DURATION = "10s";
    static final String RAMP = "10s";

    /** A script that hangs past this is stopped; its stages take well under a minute. */
    private static final Duration LONGEST_SCRIPT = Duration.ofMinutes(10);

    private final NativeCompareConfig.K6 k6;
    private final Optional<String> cpus;
    private final ObjectMapper json;

    /** @param cpus where k6 runs: the presentation tier's CPUs, never the measured business-service's */
    K6Load(NativeCompareConfig.K6 k6, Optional<String> cpus, ObjectMapper json) {
        this.k6 = k6;
        this.cpus = cpus;
        this.json = json;
    }

    /**
     * Every run of {@code k6/targets.txt} that needs only the business-service (and the serialized bodies),
     * in its order.
     */
    List<K6Figures> runAll(Mode mode, BusinessPorts ports, Path work) throws IOException, InterruptedException {
        Map<String, String> known = new HashMap<>(K6Target.loopbackHost());
        known.put("http", Integer.toString(ports.http()));
        known.put("https", Integer.toString(ports.https()));
        known.put("bodies", k6.bodies().toString());
        List<K6Figures> results = new ArrayList<>();
        for (K6Target target : K6Target.read(k6.scripts().resolve("targets.txt"), known)) {
            results.add(run(mode, target, work));
        }
        return results;
    }

    private K6Figures run(Mode mode, K6Target target, Path work) throws IOException, InterruptedException {
        Path summary = work.resolve(mode.id() + "-" + target.name() + ".json");
        Path log = work.resolve(mode.id() + "-" + target.name() + ".log");
        Files.deleteIfExists(summary);
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("SMOKE", "0");
        settings.put("OP", Operation.ADD_ONE.id());
        settings.put("WARMUP", "5s");
        settings.put("DURATION", DURATION);
        settings.put("RAMP", RAMP);
        settings.put("SUMMARY_OUT", summary.toString());
        int exit = target.process(k6.executable(), k6.scripts(), k6.certificate(), List.of(), settings)
                .cpus(cpus).log(log).start().awaitExit(LONGEST_SCRIPT);
        if (!Files.exists(summary)) {
            throw new IOException("k6 " + target.name() + " wrote no summary (exit " + exit + "; log " + log + ")");
        }
        return parse(mode, target.name(), json.readTree(summary.toFile()), exit, seconds(RAMP) * 2);
    }

    static K6Figures parse(Mode mode, String script, JsonNode summary, int exitCode, double rampSeconds) {
        JsonNode metrics = summary.path("data").path("metrics");
        boolean grpc = false;
        for (var names = metrics.fieldNames(); names.hasNext();) {
            grpc |= names.next().startsWith("grpc_req_duration");
        }
        String duration = grpc ? "grpc_req_duration" : "http_req_duration";
        JsonNode ramp = metrics.path(duration + "{scenario:ramp}").path("values");
        JsonNode checks = metrics.path("checks").path("values");
        long requests = ramp.path("count").asLong();
        return new K6Figures(mode.id(), script, requests, requests / rampSeconds, number(ramp, "med"),
                number(ramp, "p(99)"), checks.path("passes").asLong(), checks.path("fails").asLong(), exitCode);
    }

    private static Double number(JsonNode values, String field) {
        return values.hasNonNull(field) ? values.get(field).asDouble() : null;
    }

    /** k6's durations as the scripts accept them: 500ms, 10s, 2m. */
    static double seconds(String duration) {
        if (duration.endsWith("ms")) {
            return Double.parseDouble(duration.substring(0, duration.length() - 2)) / 1000;
        }
        double value = Double.parseDouble(duration.substring(0, duration.length() - 1));
        return switch (duration.charAt(duration.length() - 1)) {
            case 's' -> value;
            case 'm' -> value * 60;
            default -> throw new IllegalArgumentException("not a k6 duration: " + duration);
        };
    }
}
