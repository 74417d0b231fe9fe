package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.business.admin.CallsResource;
import dev.wirerace.business.admin.HostResource;
import dev.wirerace.business.admin.ProcessHealthResource;
import dev.wirerace.business.admin.UsageResource;
import dev.wirerace.business.bare.BareServer;
import dev.wirerace.business.floor.EchoServer;
import dev.wirerace.business.rest.RestContract;
import dev.wirerace.business.rest.RestResource;
import dev.wirerace.business.rest.VirtualRestResource;
import dev.wirerace.business.rest.WorkerRestResource;
import dev.wirerace.business.rmi.RmiServer;
import dev.wirerace.business.serialized.SerializedResource;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.model.BusinessRemote;
import io.grpc.ManagedChannel;
import io.grpc.netty.NettyChannelBuilder;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.lang.reflect.Method;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.rmi.registry.LocateRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * SmallRye Health's readiness against the listeners it reports on (stopped and started for real), the
 * per-wire counts on /q/metrics against calls made over real sockets, and /q/openapi against the resources.
 */
@QuarkusTest
class HealthAndMetricsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient PLAIN = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TestHTTPResource("/")
    URI http;

    @TestHTTPResource(value = "/", tls = true)
    URI https;

    @Inject
    RmiServer rmi;

    @Inject
    EchoServer floor;

    @Inject
    BareServer bare;

    @Test
    void readyWhenEveryListenerServes() throws Exception {
        // the broker wires' consumers connect off the startup thread (BrokerProcess's broker runs for these tests)
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (PLAIN.send(HttpRequest.newBuilder(http.resolve("/q/health/ready")).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode() != 200 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        JsonNode wires = readiness(200);
        for (String listener : List.of("http", "https", "bare", "rmi", "rmi-ssl", "floor-tcp", "floor-tls", "broker")) {
            assertEquals("serving", wires.path("data").path(listener).asText(), listener + " in " + wires);
        }
    }

    @Test
    void readinessGoesDownWhileTheRmiRegistriesAreStoppedAndUpWhenTheyServeAgain() throws Exception {
        rmi.stop();
        try {
            JsonNode wires = readiness(503);
            assertEquals("DOWN", wires.path("status").asText());
            assertEquals("not bound", wires.path("data").path("rmi").asText());
            assertEquals("not bound", wires.path("data").path("rmi-ssl").asText());
            assertEquals("serving", wires.path("data").path("floor-tcp").asText());
        } finally {
            rmi.start();
        }
        readiness(200);
        assertEquals(42, rmiCore().addOne(41));
    }

    @Test
    void readinessGoesDownWhileTheFloorPortsAreClosedAndUpWhenTheyListenAgain() throws Exception {
        floor.stop();
        try {
            JsonNode wires = readiness(503);
            assertTrue(wires.path("data").path("floor-tcp").asText().startsWith("port " + floor.port()), wires.toString());
            assertTrue(wires.path("data").path("floor-tls").asText().startsWith("port " + floor.tlsPort()), wires.toString());
            assertEquals("serving", wires.path("data").path("rmi").asText());
        } finally {
            floor.start();
        }
        readiness(200);
        try (Socket socket = new Socket("127.0.0.1", floor.port())) {
            pingPong(socket);
        }
    }

    @Test
    void metricsCountTheCallsOfEveryKindOfWire() throws Exception {
        String before = text(http.resolve("/q/metrics"));
        for (int i = 0; i < 3; i++) {
            assertEquals("42", text(http.resolve("/rest/add-one/41")));
        }
        assertEquals(400, PLAIN.send(HttpRequest.newBuilder(http.resolve("/rest/add-one/forty")).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode());
        HttpClient h2 = HttpClient.newBuilder().sslContext(TrustedTls.clientContext()).version(HttpClient.Version.HTTP_2).build();
        HttpClient h1 = HttpClient.newBuilder().sslContext(TrustedTls.clientContext()).version(HttpClient.Version.HTTP_1_1).build();
        for (int i = 0; i < 2; i++) {
            assertEquals("42", h2.send(HttpRequest.newBuilder(https.resolve("/rest/add-one/41")).build(),
                    HttpResponse.BodyHandlers.ofString()).body());
        }
        assertEquals("42", h1.send(HttpRequest.newBuilder(https.resolve("/rest/add-one/41")).build(),
                HttpResponse.BodyHandlers.ofString()).body());
        for (int i = 0; i < 2; i++) {
            assertEquals("42", text(URI.create("http://127.0.0.1:" + bare.port() + "/rest/add-one/41")));
        }
        ManagedChannel channel = NettyChannelBuilder.forAddress(http.getHost(), http.getPort()).usePlaintext().build();
        try {
            var stub = BusinessServiceGrpc.newBlockingStub(channel).withDeadlineAfter(10, TimeUnit.SECONDS);
            for (int i = 0; i < 2; i++) {
                assertEquals(42, stub.addOne(AddOneRequest.newBuilder().setX(41).build()).getResult());
            }
        } finally {
            channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
        BusinessRemote remote = rmiCore();
        for (int i = 0; i < 4; i++) {
            assertEquals(42, remote.addOne(41));
        }
        try (Socket socket = new Socket("127.0.0.1", floor.port())) {
            for (int i = 0; i < 5; i++) {
                pingPong(socket);
            }
        }
        String after = text(http.resolve("/q/metrics"));

        assertEquals(3, served(after, "rest-http", "success") - served(before, "rest-http", "success"));
        assertEquals(1, served(after, "rest-http", "error") - served(before, "rest-http", "error"));
        assertEquals(2, served(after, "rest-https-h2", "success") - served(before, "rest-https-h2", "success"));
        assertEquals(1, served(after, "rest-https-h1", "success") - served(before, "rest-https-h1", "success"));
        assertEquals(2, served(after, "rest-http-bare", "success") - served(before, "rest-http-bare", "success"));
        assertEquals(2, served(after, "grpc", "success") - served(before, "grpc", "success"));
        assertEquals(4, served(after, "rmi", "success") - served(before, "rmi", "success"));
        // the floor counts the exchange when it has written the reply, after the client may have read it
        long floorServed = 0;
        for (int attempt = 0; attempt < 50 && floorServed < 5; attempt++) {
            floorServed = served(text(http.resolve("/q/metrics")), "floor-tcp", "success") - served(before, "floor-tcp", "success");
            Thread.sleep(floorServed < 5 ? 20 : 0);
        }
        assertEquals(5, floorServed);
        assertTrue(after.contains("jvm_memory_used_bytes"), "JVM metrics are on /q/metrics");
    }

    @Test
    void openApiListsEveryRestOperation() throws Exception {
        JsonNode paths = JSON.readTree(text(http.resolve("/q/openapi?format=json"))).path("paths");
        List<String> missing = new ArrayList<>();
        // each server model's REST resource declares its operations in RestContract
        Map<Class<?>, Class<?>> resources = new LinkedHashMap<>();
        for (Class<?> model : List.of(RestResource.class, WorkerRestResource.class, VirtualRestResource.class)) {
            resources.put(model, RestContract.class);
        }
        for (Class<?> resource : List.of(SerializedResource.class, CallsResource.class, UsageResource.class,
                HostResource.class, ProcessHealthResource.class)) {
            resources.put(resource, resource);
        }
        for (Map.Entry<Class<?>, Class<?>> resource : resources.entrySet()) {
            String base = resource.getKey().getAnnotation(Path.class).value();
            for (Method method : resource.getValue().getDeclaredMethods()) {
                String verb = httpMethod(method);
                if (verb == null) {
                    continue;
                }
                Path sub = method.getAnnotation(Path.class);
                String path = sub == null ? base : base + (sub.value().startsWith("/") ? "" : "/") + sub.value();
                if (!paths.path(path).has(verb.toLowerCase(Locale.ROOT))) {
                    missing.add(verb + " " + path);
                }
            }
        }
        assertEquals(List.of(), missing, "operations missing from /q/openapi: " + paths.fieldNames());
        assertTrue(paths.size() >= 8, paths.toString());
    }

    private static String httpMethod(Method method) {
        for (var annotation : method.getAnnotations()) {
            HttpMethod verb = annotation.annotationType().getAnnotation(HttpMethod.class);
            if (verb != null) {
                return verb.value();
            }
        }
        return null;
    }

    private JsonNode readiness(int status) throws Exception {
        HttpResponse<String> reply = PLAIN.send(HttpRequest.newBuilder(http.resolve("/q/health/ready")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(status, reply.statusCode(), reply.body());
        for (JsonNode check : JSON.readTree(reply.body()).path("checks")) {
            if (check.path("name").asText().equals("business wires")) {
                return check;
            }
        }
        throw new AssertionError("no 'business wires' check in " + reply.body());
    }

    private BusinessRemote rmiCore() throws Exception {
        return (BusinessRemote) LocateRegistry.getRegistry("127.0.0.1", rmi.registryPort())
                .lookup(BusinessRemote.REGISTRY_NAME);
    }

    private static String text(URI uri) throws Exception {
        HttpResponse<String> reply = PLAIN.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, reply.statusCode(), uri + ": " + reply.body());
        return reply.body();
    }

    /** The count of wirerace_server_calls_seconds for a wire and outcome in a Prometheus scrape. */
    private static long served(String scrape, String wire, String outcome) {
        Matcher line = Pattern.compile("^wirerace_server_calls_seconds_count\\{([^}]*)\\} ([0-9.E+]+)$", Pattern.MULTILINE)
                .matcher(scrape);
        while (line.find()) {
            String tags = line.group(1);
            if (tags.contains("wire=\"" + wire + "\"") && tags.contains("outcome=\"" + outcome + "\"")) {
                return (long) Double.parseDouble(line.group(2));
            }
        }
        throw new AssertionError("no count for wire " + wire + ", outcome " + outcome);
    }

    private static void pingPong(Socket socket) throws Exception {
        socket.setSoTimeout(10_000);
        DataOutputStream out = new DataOutputStream(socket.getOutputStream());
        out.writeInt(4);
        out.writeInt(4);
        out.write(new byte[4]);
        out.flush();
        new DataInputStream(socket.getInputStream()).readFully(new byte[4]);
    }
}
