package dev.wirerace.suite.references;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.suite.Scenario;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * ghz over plain gRPC, with the contract's .proto (the bare server has no reflection service): one
 * connection and a worker per concurrent caller, as our gRPC client shares one channel; a fixed rate
 * ({@code --rps}) when the run's load model is fixed-rate.
 */
final class Ghz implements ReferenceTool {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Logger LOG = Logger.getLogger(Ghz.class);
    /** The gRPC contract, as shared-model's jar carries it. */
    private static final String PROTO = "business.proto";

    @Override
    public String binary() {
        return "ghz";
    }

    @Override
    public List<Wire> wires() {
        return List.of(Wire.GRPC, Wire.GRPC_BARE);
    }

    @Override
    public Optional<List<String>> command(Path binary, Endpoints target, Scenario scenario, Duration length,
            Path workDir) {
        // the scenario's server model's service: the same methods, run on its kind of thread
        String service = scenario.server().grpcService() != null ? scenario.server().grpcService()
                : ServerModel.EVENT_LOOP.grpcService();
        String call = switch (scenario.operation()) {
            case ADD_ONE -> service + "/AddOne";
            case ACCOUNTS -> service + "/Accounts";
            default -> null;
        };
        if (call == null) {
            return Optional.empty();
        }
        String data = scenario.operation() == dev.wirerace.model.wire.Operation.ADD_ONE ? "{\"x\":41}"
                : "{\"count\":" + scenario.size() + "}";
        Path proto = workDir.resolve(PROTO);
        if (!Files.exists(proto)) { // the warm-up's command and the measured one share the run's folder
            try (var in = Ghz.class.getClassLoader().getResourceAsStream(PROTO)) {
                if (in == null) {
                    throw new IllegalStateException(PROTO + " is not on the class path (shared-model)");
                }
                Files.copy(in, proto);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        List<String> command = new ArrayList<>(List.of(binary.toString(), "--insecure", "--proto", proto.toString(),
                "--import-paths", workDir.toString(), "--call", call, "-d", data,
                "-c", String.valueOf(scenario.concurrency()), "--connections", "1",
                "-z", Math.max(1, length.toSeconds()) + "s", "--format", "json"));
        if (scenario.loadModel() == LoadModel.FIXED_RATE) {
            command.addAll(List.of("--rps", String.valueOf((long) scenario.ratePerSecond())));
        }
        command.add(target.host() + ":" + (scenario.wire() == Wire.GRPC_BARE ? target.barePort() : target.httpPort()));
        return Optional.of(command);
    }

    @Override
    public ReferenceResult read(List<String> output, Path workDir, Scenario scenario, String label,
            List<String> command) throws IOException {
        String text = String.join("\n", output);
        JsonNode report = JSON.readTree(text.substring(text.indexOf('{')));
        Double[] percentiles = new Double[3];
        for (JsonNode bucket : report.path("latencyDistribution")) {
            int percentage = bucket.path("percentage").asInt();
            int index = percentage == 50 ? 0 : percentage == 90 ? 1 : percentage == 99 ? 2 : -1;
            if (index >= 0) {
                percentiles[index] = bucket.path("latency").asDouble() / 1_000; // ns
            }
        }
        long notOk = 0;
        for (Iterator<Map.Entry<String, JsonNode>> codes = report.path("statusCodeDistribution").fields(); codes.hasNext();) {
            Map.Entry<String, JsonNode> code = codes.next();
            if (!code.getKey().equals("OK")) {
                notOk += code.getValue().asLong();
            }
        }
        // when the run's time is up ghz closes its connection under the calls still in flight: at most one per
        // worker is its own doing, not the server's
        long cutAtTheEnd = 0;
        for (Iterator<Map.Entry<String, JsonNode>> errors = report.path("errorDistribution").fields(); errors.hasNext();) {
            Map.Entry<String, JsonNode> error = errors.next();
            if (error.getKey().contains("code = Canceled") || error.getKey().contains("use of closed network connection")
                    || error.getKey().contains("transport is closing")) {
                cutAtTheEnd += error.getValue().asLong();
            }
        }
        long failed = notOk - Math.min(cutAtTheEnd, scenario.concurrency());
        long count = report.path("count").asLong();
        if (failed > 0) {
            LOG.warnf("ghz on %s: status codes %s, errors %s", scenario.wire().id(), report.path("statusCodeDistribution"),
                    report.path("errorDistribution"));
        }
        return new ReferenceResult(label, scenario.wire().id(), scenario.operation().id(), scenario.size(), scenario.concurrency(),
                "1 connection, " + ReferenceTool.callers(scenario, "worker")
                        + (scenario.loadModel() == LoadModel.FIXED_RATE ? ", " + (long) scenario.ratePerSecond() + " calls/s" : ""),
                report.path("total").asDouble() / 1e9, count, failed, report.path("rps").asDouble(), percentiles[0],
                percentiles[1], percentiles[2], String.join(" ", command));
    }

    @Override
    public List<String> versionCommand(Path binary) {
        return List.of(binary.toString(), "--version");
    }
}
