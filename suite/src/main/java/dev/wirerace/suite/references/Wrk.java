package dev.wirerace.suite.references;

import dev.wirerace.engine.LoadModel;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.suite.Scenario;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** wrk over HTTP/1.1: one thread, a connection per concurrent caller, closed loop only (wrk has no fixed rate). */
final class Wrk implements ReferenceTool {

    private static final Pattern RATE = Pattern.compile("Requests/sec:\\s+([\\d.]+)");
    private static final Pattern REQUESTS = Pattern.compile("(\\d+) requests in ([\\d.]+)(us|ms|s|m),");
    private static final Pattern PERCENTILE = Pattern.compile("\\s+(50|90|99)(?:\\.000)?%\\s+([\\d.]+)(us|ms|s)");
    private static final Pattern NOT_OK = Pattern.compile("Non-2xx or 3xx responses: (\\d+)");
    private static final Pattern SOCKET_ERRORS = Pattern.compile(
            "Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)");

    @Override
    public String binary() {
        return "wrk";
    }

    @Override
    public List<Wire> wires() {
        return List.of(Wire.REST_HTTP, Wire.REST_HTTP_BARE);
    }

    @Override
    public Optional<List<String>> command(Path binary, Endpoints target, Scenario scenario, Duration length,
            Path workDir) {
        if (scenario.loadModel() != LoadModel.CLOSED) {
            return Optional.empty();
        }
        return Optional.of(List.of(binary.toString(), "-t1", "-c" + scenario.concurrency(),
                "-d" + Math.max(1, length.toSeconds()) + "s", "--latency",
                ReferenceTool.restUrl(target, scenario)));
    }

    @Override
    public ReferenceResult read(List<String> output, Path workDir, Scenario scenario, String label,
            List<String> command) {
        String text = String.join("\n", output);
        double rate = number(RATE, text, 1).orElseThrow(() -> new IllegalStateException("wrk printed no Requests/sec: " + text));
        Matcher requests = REQUESTS.matcher(text);
        if (!requests.find()) {
            throw new IllegalStateException("wrk printed no request count: " + text);
        }
        long count = Long.parseLong(requests.group(1));
        double seconds = micros(Double.parseDouble(requests.group(2)), requests.group(3)) / 1e6;
        long failed = number(NOT_OK, text, 1).orElse(0.0).longValue();
        Matcher errors = SOCKET_ERRORS.matcher(text);
        if (errors.find()) {
            for (int group = 1; group <= 4; group++) {
                failed += Long.parseLong(errors.group(group));
            }
        }
        Double[] percentiles = new Double[3];
        Matcher percentile = PERCENTILE.matcher(text);
        while (percentile.find()) {
            int index = switch (percentile.group(1)) {
                case "50" -> 0;
                case "90" -> 1;
                default -> 2;
            };
            percentiles[index] = micros(Double.parseDouble(percentile.group(2)), percentile.group(3));
        }
        return new ReferenceResult(label, scenario.wire().id(), scenario.operation().id(), scenario.size(),
                scenario.concurrency(), ReferenceTool.callers(scenario, "connection"), seconds, count, failed, rate, percentiles[0], percentiles[1], percentiles[2], String.join(" ", command));
    }

    @Override
    public List<String> versionCommand(Path binary) {
        return List.of(binary.toString(), "-v");
    }

    private static Optional<Double> number(Pattern pattern, String text, int group) {
        Matcher matcher = pattern.matcher(text);
        return matcher.find() ? Optional.of(Double.parseDouble(matcher.group(group))) : Optional.empty();
    }

    static double micros(double value, String unit) {
        return switch (unit) {
            case "us" -> value;
            case "ms" -> value * 1_000;
            case "s" -> value * 1_000_000;
            case "m" -> value * 60_000_000;
            default -> throw new IllegalArgumentException("unknown unit " + unit);
        };
    }
}
