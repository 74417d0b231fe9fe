package dev.wirerace.presentation.nativecompare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.wirerace.presentation.nativecompare.ServiceCommands.BusinessPorts;

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
        Map<String, String> known = new HashMap<>(Map.of("{http}", Integer.toString(ports.http()),
                "{https}", Integer.toString(ports.https())));
        config.k6Bodies().ifPresent(bodies -> known.put("{bodies}", bodies.toString()));
        List<Result> results = new ArrayList<>();
        for (String line : Files.readAllLines(config.k6Scripts().resolve("targets.txt"))) {
            Optional<Target> target = Target.parse(line, known);
            if (target.isPresent()) {
                results.add(run(mode, target.get().name(), target.get().script(), target.get().environment(), work));
            }
        }
        return results;
    }

    /** One line of k6/targets.txt with its placeholders filled in. */
    record Target(String name, String script, Map<String, String> environment) {

        private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\w+}");

        /** Empty for comments, blank lines and lines with a placeholder {@code known} does not fill. */
        static Optional<Target> parse(String line, Map<String, String> known) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length < 2 || fields[0].startsWith("#")) {
                return Optional.empty();
            }
            Map<String, String> environment = new LinkedHashMap<>();
            for (int i = 2; i < fields.length; i++) {
                String value = fields[i].substring(fields[i].indexOf('=') + 1);
                for (Map.Entry<String, String> placeholder : known.entrySet()) {
                    value = value.replace(placeholder.getKey(), placeholder.getValue());
                }
                if (PLACEHOLDER.matcher(value).find()) {
                    return Optional.empty();
                }
                environment.put(fields[i].substring(0, fields[i].indexOf('=')), value);
            }
            return Optional.of(new Target(fields[0], fields[1], environment));
        }
    }

    private Result run(String mode, String script, String file, Map<String, String> target, Path work)
            throws IOException, InterruptedException {
        Path summary = work.resolve(mode + "-" + script + ".json");
        Files.deleteIfExists(summary);
        List<String> command = new ArrayList<>(List.of(config.k6().orElseThrow().toString(), "run", "--quiet",
                "--no-color", "-e", "SMOKE=0", "-e", "OP=add-one", "-e", "WARMUP=5s", "-e",
                "DURATION=" + config.k6Duration(), "-e", "RAMP=" + config.k6Ramp(), "-e", "SUMMARY_OUT=" + summary));
        target.forEach((name, value) -> command.addAll(List.of("-e", name + "=" + value)));
        command.add(file);
        ProcessBuilder builder = new ProcessBuilder(command).directory(config.k6Scripts().toFile())
                .redirectErrorStream(true).redirectOutput(work.resolve(mode + "-" + script + ".log").toFile());
        builder.environment().put("SSL_CERT_FILE", config.tlsCert().toString());
        builder.environment().put("K6_NO_USAGE_REPORT", "true");
        config.presentationCpus().ifPresent(cpus -> command.addAll(0, List.of("taskset", "-c", cpus)));
        builder.command(command);
        Process k6 = builder.start();
        if (!k6.waitFor(10, TimeUnit.MINUTES)) {
            k6.destroyForcibly();
            throw new IOException("k6 " + script + " did not finish within 10 minutes");
        }
        if (!Files.exists(summary)) {
            throw new IOException("k6 " + script + " wrote no summary (exit " + k6.exitValue() + "; log "
                    + work.resolve(mode + "-" + script + ".log") + ")");
        }
        return parse(mode, script, json.readTree(summary.toFile()), k6.exitValue(), seconds(config.k6Ramp()) * 2);
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
