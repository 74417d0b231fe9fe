package dev.wirerace.launcher.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.data.NativeComparisonDocument.K6Figures;
import dev.wirerace.tiers.k6.K6Target;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class K6LoadTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void takesTheRampStageOfAnHttpSummary() throws Exception {
        JsonNode summary = json.readTree("""
                {"script": "rest-http", "data": {"metrics": {
                  "http_req_duration{scenario:open}": {"values": {"count": 2000, "med": 0.3, "p(99)": 1.0}},
                  "http_req_duration{scenario:ramp}": {"values": {"count": 40000, "med": 0.5, "p(99)": 4.5}},
                  "checks": {"values": {"passes": 42000, "fails": 0}}}}}
                """);
        K6Figures result = K6Load.parse(Mode.NATIVE, "rest-http", summary, 0, 20);
        assertEquals(40000, result.requests());
        assertEquals(2000.0, result.requestsPerSecond());
        assertEquals(0.5, result.p50Ms());
        assertEquals(4.5, result.p99Ms());
        assertEquals(42000, result.checksPassed());
        assertEquals(0, result.checksFailed());
    }

    @Test
    void readsGrpcDurationsAndCountsAMissingRampAsNoRequests() throws Exception {
        JsonNode grpc = json.readTree("""
                {"data": {"metrics": {"grpc_req_duration{scenario:ramp}": {"values": {"count": 10, "med": 1.5}},
                  "checks": {"values": {"passes": 10, "fails": 2}}}}}
                """);
        K6Figures result = K6Load.parse(Mode.JVM, "grpc", grpc, 99, 10);
        assertEquals(1.0, result.requestsPerSecond());
        assertNull(result.p99Ms());
        assertEquals(2, result.checksFailed());
        assertEquals(99, result.exitCode());
        assertEquals(0, K6Load.parse(Mode.JVM, "soap", json.readTree("{\"data\": {\"metrics\": {}}}"), 1, 10).requests());
    }

    /** The comparison runs what k6/targets.txt lists for the business-service, the same list ./wirerace k6 runs. */
    @Test
    void runsEveryTargetWhosePlaceholdersItCanFill() throws Exception {
        List<K6Target> business = K6Target.read(Path.of("../k6/targets.txt"), Map.of("host", "127.0.0.1",
                "tls-host", "localhost", "http", "8080", "https", "8443"));
        assertEquals(List.of("rest-http", "rest-https-h2", "soap", "graphql", "grpc", "grpc-tls"),
                business.stream().map(K6Target::name).toList());
        assertEquals(Map.of("GRPC_ADDR", "localhost:8443", "GRPC_TLS", "1"), business.get(5).environment());
        assertEquals("rest.js", business.get(1).script());
    }

    @Test
    void understandsK6Durations() {
        assertEquals(0.5, K6Load.seconds("500ms"));
        assertEquals(10.0, K6Load.seconds("10s"));
        assertEquals(120.0, K6Load.seconds("2m"));
        assertThrows(IllegalArgumentException.class, () -> K6Load.seconds("10h"));
    }
}
