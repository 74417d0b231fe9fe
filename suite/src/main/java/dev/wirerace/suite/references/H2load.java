package dev.wirerace.suite.references;

import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.Stats;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.suite.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * h2load over HTTP/2 with TLS: one connection carrying a stream per concurrent caller, as our HTTP/2 client
 * multiplexes them. It prints no percentiles, so they come from its per-request log.
 */
final class H2load implements ReferenceTool {

    private static final Pattern REQUESTS = Pattern.compile(
            "requests: (\\d+) total, (\\d+) started, (\\d+) done, (\\d+) succeeded, (\\d+) failed, (\\d+) errored");
    private static final Pattern FINISHED = Pattern.compile("finished in ([\\d.]+)(us|ms|s), ([\\d.]+) req/s");
    private static final Pattern STATUS = Pattern.compile("status codes: (\\d+) 2xx, (\\d+) 3xx, (\\d+) 4xx, (\\d+) 5xx");

    @Override
    public String binary() {
        return "h2load";
    }

    @Override
    public List<Wire> wires() {
        return List.of(Wire.REST_HTTPS_H2);
    }

    @Override
    public Optional<List<String>> command(Path binary, Endpoints target, Scenario scenario, Duration length,
            Path workDir) {
        if (scenario.loadModel() != LoadModel.CLOSED) {
            return Optional.empty();
        }
        return Optional.of(List.of(binary.toString(), "-t1", "-c1", "-m" + scenario.concurrency(),
                "-D", String.valueOf(Math.max(1, length.toSeconds())), "--log-file=" + workDir.resolve("h2load.log"),
                target.httpsBase() + ReferenceTool.restPath(scenario)));
    }

    @Override
    public ReferenceResult read(List<String> output, Path workDir, Scenario scenario, String label,
            List<String> command) throws IOException {
        String text = String.join("\n", output);
        Matcher requests = REQUESTS.matcher(text);
        Matcher finished = FINISHED.matcher(text);
        if (!requests.find() || !finished.find()) {
            throw new IllegalStateException("h2load printed no totals: " + text);
        }
        long done = Long.parseLong(requests.group(3));
        long failed = Long.parseLong(requests.group(5)) + Long.parseLong(requests.group(6));
        Matcher status = STATUS.matcher(text);
        if (status.find()) {
            failed += Long.parseLong(status.group(2)) + Long.parseLong(status.group(3)) + Long.parseLong(status.group(4));
        }
        long[] durations = durations(workDir.resolve("h2load.log"));
        return new ReferenceResult(label, scenario.wire().id(), scenario.operation().id(), scenario.size(),
                scenario.concurrency(), "1 connection, " + ReferenceTool.callers(scenario, "stream"),
                Wrk.micros(Double.parseDouble(finished.group(1)), finished.group(2)) / 1e6, done, failed,
                Double.parseDouble(finished.group(3)), percentile(durations, 0.50), percentile(durations, 0.90),
                percentile(durations, 0.99), String.join(" ", command));
    }

    @Override
    public List<String> versionCommand(Path binary) {
        return List.of(binary.toString(), "--version");
    }

    /** The log's third column: each request's time from start to end, whole µs, sorted. */
    private static long[] durations(Path log) throws IOException {
        return Files.readAllLines(log).stream().map(line -> line.split("\t")).filter(fields -> fields.length >= 3)
                .mapToLong(fields -> Math.round(Double.parseDouble(fields[2].strip()))).sorted().toArray();
    }

    /** The nearest-rank percentile, or null with no samples. */
    static Double percentile(long[] sorted, double quantile) {
        return sorted.length == 0 ? null : (double) Stats.nearestRank(sorted, quantile);
    }
}
