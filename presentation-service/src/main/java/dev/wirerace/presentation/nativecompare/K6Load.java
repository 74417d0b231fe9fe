package dev.wirerace.presentation.nativecompare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.wirerace.model.wire.Operation;
import dev.wirerace.processes.BusinessPorts;
import dev.wirerace.processes.K6Target;

/**
 * The k6 scripts of {@code k6/} against one business-service, addOne with a fresh x per call and every
 * reply checked by the script. The figure taken is the ramp stage (1 to 16 VUs, then 16 held), closed-loop
 * VUs back to back: the most the service gave k6 on this machine.
 */
final class K6Load {

    /** One script's outcome. Requests per second are the ramp stage's requests over its length. */
    record Result(String mode, String script, long requests, double requestsPerSecond, Double p50Ms, Double p99Ms,
            long checksPassed, long checksFailed, int exitCode) {
    }

    private final NativeCompareConfig config;
    private final ObjectMapper json;

    K6Load(NativeCompareConfig config, ObjectMapper json) {
        this.config = config;
        this.json = json;
    }

    /**
     * Every run of {@code k6/targets.txt} that needs only the business-service (and the serialized bodies,
     * when given), in its order.
     */
    List<Result> runAll(String mode, BusinessPorts ports, Path work) throws IOException, InterruptedException {
        Map<String, String> known = new HashMap<>(K6Target.loopbackHost());
        known.put("http", Integer.toString(ports.http()));
        known.put("https", Integer.toString(ports.https()));
        config.k6Bodies().ifPresent(bodies -> known.put("bodies", bodies.toString()));
        List<Result> results = new ArrayList<>();
        for (K6Target target : K6Target.read(config.k6Scripts().resolve("targets.txt"), known)) {
            results.add(run(mode, target, work));
        }
        return results;
    }

    private Result run(String mode, K6Target target, Path work) throws IOException, InterruptedException {
        Path summary = work.resolve(mode + "-" + target.name() + ".json");
        Path log = work.resolve(mode + "-" + target.name() + ".log");
        Files.deleteIfExists(summary);
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("SMOKE", "0");
        settings.put("OP", Operation.ADD_ONE.id());
        settings.put("WARMUP", "5s");
        settings.put("DURATION", config.k6Duration());
        settings.put("RAMP", config.k6Ramp());
        settings.put("SUMMARY_OUT", summary.toString());
        int exit = target.process(config.k6().orElseThrow(), config.k6Scripts(), config.tlsCert(), List.of(), settings)
                .cpus(config.presentationCpus()).log(log).start().awaitExit(Duration.ofMinutes(10));
        if (!Files.exists(summary)) {
            throw new IOException("k6 " + target.name() + " wrote no summary (exit " + exit + "; log " + log + ")");
        }
        return parse(mode, target.name(), json.readTree(summary.toFile()), exit, seconds(config.k6Ramp()) * 2);
    }

    static Result parse(String mode, String script, JsonNode summary, int exitCode, double rampSeconds) {
        JsonNode metrics = summary.path("data").path("metrics");
        boolean grpc = false;
        for (var names = metrics.fieldNames(); names.hasNext();) {
            grpc |= names.next().startsWith("grpc_req_duration");
        }
        String duration = grpc ? "grpc_req_duration" : "http_req_duration";
        JsonNode ramp = metrics.path(duration + "{scenario:ramp}").path("values");
        JsonNode checks = metrics.path("checks").path("values");
        long requests = ramp.path("count").asLong();
        return new Result(mode, script, requests, requests / rampSeconds, number(ramp, "med"), number(ramp, "p(99)"),
                checks.path("passes").asLong(), checks.path("fails").asLong(), exitCode);
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
