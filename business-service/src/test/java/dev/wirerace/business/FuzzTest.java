package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.wirerace.business.bare.BareServer;
import dev.wirerace.business.floor.EchoServer;
import dev.wirerace.business.serialized.SerializedResource;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.model.serial.SerialAllowList;
import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.NettyChannelBuilder;
import io.grpc.stub.ClientCalls;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Every decoding path fed mutated messages over real sockets (JSON on the framework and the bare server,
 * SOAP/XML, Java-serialized objects, protobuf on both gRPC servers, the floor's frames), a bounded number
 * each and a bounded time. The rule: the protocol's own error comes back (an HTTP 4xx, a SOAP Fault, a gRPC
 * status, a closed floor connection), never a 5xx of another kind or a hang; the service still serves;
 * and a second round adds no threads and no heap after GC beyond the first's (the service runs in this
 * JVM). The seed is printed; {@code -Dwirerace.fuzz.seed=N} replays it.
 */
@QuarkusTest
class FuzzTest {

    private static final int MESSAGES_PER_PATH = 300;
    private static final Duration TIME_PER_PATH = Duration.ofSeconds(4);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final String SOAP_CONCAT = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\""
            + " xmlns:b=\"urn:wirerace:business\"><soap:Body><b:concat><a>left</a><b>right</b></b:concat></soap:Body></soap:Envelope>";

    @TestHTTPResource("/")
    URI http;

    @Inject
    BareServer bare;

    @Inject
    EchoServer floor;

    @Test
    void everyDecoderAnswersMutatedMessagesWithItsProtocolsErrorAndKeepsServing() throws Exception {
        long seed = Long.getLong("wirerace.fuzz.seed", System.nanoTime());
        System.out.println("FuzzTest seed " + seed + " (replay: -Dwirerace.fuzz.seed=" + seed + ")");
        Mutator mutator = new Mutator(seed);
        ManagedChannel framework = NettyChannelBuilder.forAddress(http.getHost(), http.getPort()).usePlaintext().build();
        ManagedChannel bareGrpc = NettyChannelBuilder.forAddress("127.0.0.1", bare.port()).usePlaintext().build();
        try {
            long[] first = round(mutator, framework, bareGrpc);
            long[] second = round(mutator, framework, bareGrpc);
            assertTrue(second[0] <= first[0] + 4, "threads grew from " + first[0] + " to " + second[0] + " (seed " + seed + ")");
            assertTrue(second[1] <= first[1] + 32L * 1024 * 1024, "heap after GC grew from " + first[1] + " to "
                    + second[1] + " bytes (seed " + seed + ")");
        } finally {
            framework.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
            bareGrpc.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    /** One pass over every path; returns {threads, heap bytes after GC} once the service has settled. */
    private long[] round(Mutator mutator, ManagedChannel framework, ManagedChannel bareGrpc) throws Exception {
        URI bareRest = URI.create("http://127.0.0.1:" + bare.port() + "/");
        byte[] concat = "{\"a\":\"left\",\"b\":\"right\"}".getBytes(StandardCharsets.UTF_8);
        fuzz("JSON", mutator, concat, body -> expectStatus(post(http.resolve("/rest/concat"), "application/json", body),
                Set.of(200, 400, 413, 415), "JSON"));
        fuzz("JSON, bare server", mutator, concat, body -> expectStatus(post(bareRest.resolve("rest/concat"),
                "application/json", body), Set.of(200, 400, 413), "JSON, bare"));
        fuzz("SOAP", mutator, SOAP_CONCAT.getBytes(StandardCharsets.UTF_8), body -> {
            HttpResponse<String> reply = post(http.resolve("/soap/business"), "text/xml", body);
            boolean fault = reply.statusCode() == 500 && reply.body().contains("Fault");
            if (!fault && reply.statusCode() != 200 && reply.statusCode() != 400 && reply.statusCode() != 413
                    && reply.statusCode() != 415) {
                fail("SOAP: HTTP " + reply.statusCode() + " without a Fault: " + reply.body());
            }
        });
        fuzz("Java-serialized", mutator, SerialAllowList.write(new dev.wirerace.model.ConcatRequest("left", "right")),
                body -> expectStatus(post(http.resolve("/serialized/concat"), SerializedResource.MEDIA_TYPE, body),
                        Set.of(200, 400, 413, 415), "serialized"));
        for (ManagedChannel channel : List.of(framework, bareGrpc)) {
            String server = channel == framework ? "framework" : "bare";
            fuzz("protobuf AddOne, " + server, mutator, AddOneRequest.newBuilder().setX(41).build().toByteArray(),
                    body -> grpc(channel, "wirerace.BusinessService/AddOne", body));
            fuzz("protobuf Concat, " + server, mutator, ConcatMessage.newBuilder().setA("left").setB("right").build().toByteArray(),
                    body -> grpc(channel, "wirerace.BusinessService/Concat", body));
            fuzz("protobuf Accounts, " + server, mutator, AccountsRequest.newBuilder().setCount(3).build().toByteArray(),
                    body -> grpc(channel, "wirerace.BusinessService/Accounts", body));
        }
        byte[] frame = java.nio.ByteBuffer.allocate(12).putInt(4).putInt(4).putInt(7).array();
        fuzz("floor frames", mutator, frame, this::floorFrame);
        return settled();
    }

    private interface Probe {
        void send(byte[] message) throws Exception;
    }

    private void fuzz(String path, Mutator mutator, byte[] valid, Probe probe) throws Exception {
        long deadline = System.nanoTime() + TIME_PER_PATH.toNanos();
        for (int i = 0; i < MESSAGES_PER_PATH && System.nanoTime() < deadline; i++) {
            byte[] message = mutator.mutate(valid);
            try {
                probe.send(message);
            } catch (AssertionError | Exception e) {
                throw new AssertionError(path + ", message " + i + " (" + message.length + " bytes, Base64 "
                        + java.util.Base64.getEncoder().encodeToString(message) + "): " + e.getMessage(), e);
            }
        }
        stillServes(path);
    }

    private void stillServes(String after) throws Exception {
        HttpResponse<String> ready = HTTP.send(HttpRequest.newBuilder(http.resolve("/q/health/ready")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, ready.statusCode(), "not ready after fuzzing " + after + ": " + ready.body());
        HttpResponse<String> addOne = HTTP.send(HttpRequest.newBuilder(http.resolve("/rest/add-one/41")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals("42", addOne.body(), "addOne after fuzzing " + after);
    }

    private static HttpResponse<String> post(URI uri, String type, byte[] body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static void expectStatus(HttpResponse<String> reply, Set<Integer> allowed, String path) {
        if (!allowed.contains(reply.statusCode())) {
            fail(path + ": HTTP " + reply.statusCode() + " " + reply.body());
        }
    }

    /** A reply, or a gRPC status the server sent: not a broken connection (UNAVAILABLE) and not a hang. */
    private static void grpc(ManagedChannel channel, String method, byte[] body) {
        try {
            ClientCalls.blockingUnaryCall(channel, RawBytes.unary(method),
                    CallOptions.DEFAULT.withDeadlineAfter(10, TimeUnit.SECONDS), body);
        } catch (StatusRuntimeException e) {
            Status.Code code = e.getStatus().getCode();
            if (code == Status.Code.UNAVAILABLE || code == Status.Code.DEADLINE_EXCEEDED || code == Status.Code.UNKNOWN) {
                fail(method + ": " + e.getStatus());
            }
        }
    }

    /** Whatever the frame says, the floor answers or closes the connection, within the read timeout. */
    private void floorFrame(byte[] frame) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", floor.port())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(frame);
            socket.shutdownOutput();
            socket.getInputStream().readAllBytes();
        }
        try (Socket socket = new Socket("127.0.0.1", floor.port())) {
            socket.setSoTimeout(5_000);
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            out.writeInt(0);
            out.writeInt(3);
            out.flush();
            new DataInputStream(socket.getInputStream()).readFully(new byte[3]);
        }
    }

    /** Threads and heap after GC, once connections from the round have closed (bounded wait). */
    private static long[] settled() throws InterruptedException {
        Thread.sleep(1_000);
        System.gc();
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        return new long[] { ManagementFactory.getThreadMXBean().getThreadCount(), heap };
    }
}
