package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.wirerace.model.BoundPorts;
import dev.wirerace.model.serial.SerialAllowList;
import dev.wirerace.payload.contract.PayloadAllowList;
import dev.wirerace.payload.contract.PayloadRemote;
import dev.wirerace.payload.contract.PayloadSoap;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.payload.model.DocumentFacts;
import dev.wirerace.payload.model.PayloadSample;
import dev.wirerace.payload.proto.FetchRequest;
import dev.wirerace.payload.proto.PayloadWireGrpc;
import dev.wirerace.payload.proto.ProtoConverters;
import dev.wirerace.payload.proto.StoreReply;
import io.grpc.ManagedChannel;
import io.grpc.netty.NettyChannelBuilder;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.xml.ws.soap.SOAPFaultException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.rmi.registry.LocateRegistry;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The payload (payload-model's sample, the built-in account list unless built with another) over every wire the
 * business-service serves it on, through each wire's own client over real sockets: a fetch carries the call's
 * number, a store answers the count and checksum of what it read, and what is not the payload is refused in the
 * wire's own kind of error.
 */
@QuarkusTest
class PayloadWiresTest {

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    @TestHTTPResource("/")
    URI http;

    private final HttpClient client = HttpClient.newHttpClient();
    private ManagedChannel channel;

    @AfterEach
    void close() throws InterruptedException {
        if (channel != null) {
            channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    private static Document sample() throws Exception {
        return JSON.readValue(PayloadSample.bytes(), Document.class);
    }

    private static Document expected(long call) throws Exception {
        return DocumentFacts.varied(sample(), call);
    }

    private static Receipt receiptOf(Document document) {
        return new Receipt(DocumentFacts.count(document), DocumentFacts.checksum(document));
    }

    @Test
    void restJson() throws Exception {
        HttpResponse<byte[]> fetched = send(HttpRequest.newBuilder(http.resolve("/rest/payload/fetch/41")).GET());
        assertEquals(200, fetched.statusCode());
        assertEquals(expected(41), JSON.readValue(fetched.body(), Document.class));
        Document sent = expected(42);
        HttpResponse<byte[]> stored = send(HttpRequest.newBuilder(http.resolve("/rest/payload/store"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(
                        JSON.writeValueAsBytes(sent))));
        assertEquals(200, stored.statusCode(), new String(stored.body()));
        assertEquals(receiptOf(sent), JSON.readValue(stored.body(), Receipt.class));
    }

    @Test
    void restJsonRefusesWhatIsNotThePayload() throws Exception {
        assertEquals(400, send(HttpRequest.newBuilder(http.resolve("/rest/payload/fetch/forty-one")).GET()).statusCode());
        for (String body : new String[] {"{\"accounts\": [", "{\"accounts\": 7}", "[1, 2]"}) {
            HttpResponse<byte[]> refused = send(HttpRequest.newBuilder(http.resolve("/rest/payload/store"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
            assertEquals(400, refused.statusCode(), body);
        }
    }

    @Test
    void grpc() throws Exception {
        PayloadWireGrpc.PayloadWireBlockingStub stub = PayloadWireGrpc.newBlockingStub(channel());
        assertEquals(expected(7), ProtoConverters.fromProto(stub.fetch(FetchRequest.newBuilder().setCall(7).build())));
        Document sent = expected(8);
        StoreReply reply = stub.store(ProtoConverters.toProto(sent));
        assertEquals(receiptOf(sent), new Receipt(reply.getCount(), reply.getChecksum()));
    }

    @Test
    void soap() throws Exception {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setServiceClass(PayloadSoap.class);
        factory.setAddress(http.resolve("/soap/payload").toString());
        PayloadSoap soap = factory.create(PayloadSoap.class);
        assertEquals(expected(5), soap.fetch(5));
        Document sent = expected(6);
        assertEquals(receiptOf(sent), soap.store(sent));
        assertThrows(SOAPFaultException.class, () -> soap.store(null), "no document: a Fault");
    }

    @Test
    void javaSerialized() throws Exception {
        HttpResponse<byte[]> fetched = postSerialized("fetch", SerialAllowList.write(3L));
        assertEquals(200, fetched.statusCode());
        assertEquals(expected(3), readPayload(fetched.body()));
        Document sent = expected(4);
        HttpResponse<byte[]> stored = postSerialized("store", SerialAllowList.write(sent));
        assertEquals(200, stored.statusCode());
        assertEquals(receiptOf(sent), readPayload(stored.body()));
    }

    @Test
    void javaSerializedRefusesAClassOffTheAllowList() throws Exception {
        HttpResponse<byte[]> refused = postSerialized("store", SerialAllowList.write(new HashSet<>(Set.of("x"))));
        assertEquals(400, refused.statusCode());
        assertTrue(new String(refused.body()).contains("allow-list"), new String(refused.body()));
        assertEquals(400, postSerialized("fetch", new byte[] {1, 2, 3}).statusCode());
    }

    @Test
    void rmiOnBothRegistries() throws Exception {
        BoundPorts ports = ListeningPorts.read();
        PayloadRemote remote = (PayloadRemote) LocateRegistry.getRegistry("127.0.0.1", ports.rmiRegistry())
                .lookup(PayloadRemote.REGISTRY_NAME);
        assertEquals(expected(9), remote.fetch(9));
        Document sent = expected(10);
        assertEquals(receiptOf(sent), remote.store(sent));
    }

    @Test
    void theBareServersRouteAndHandlers() throws Exception {
        BoundPorts ports = ListeningPorts.read();
        URI bare = URI.create("http://127.0.0.1:" + ports.bare());
        HttpResponse<byte[]> fetched = send(HttpRequest.newBuilder(bare.resolve("/rest/payload/fetch/11")).GET());
        assertEquals(200, fetched.statusCode());
        assertEquals(expected(11), JSON.readValue(fetched.body(), Document.class));
        Document sent = expected(12);
        HttpResponse<byte[]> stored = send(HttpRequest.newBuilder(bare.resolve("/rest/payload/store"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(
                        JSON.writeValueAsBytes(sent))));
        assertEquals(receiptOf(sent), JSON.readValue(stored.body(), Receipt.class));
        assertEquals(400, send(HttpRequest.newBuilder(bare.resolve("/rest/payload/store"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"accounts\": 7}"))).statusCode());
        ManagedChannel bareChannel = NettyChannelBuilder.forAddress("127.0.0.1", ports.bare()).usePlaintext().build();
        try {
            PayloadWireGrpc.PayloadWireBlockingStub stub = PayloadWireGrpc.newBlockingStub(bareChannel);
            assertEquals(expected(13), ProtoConverters.fromProto(stub.fetch(FetchRequest.newBuilder().setCall(13).build())));
            StoreReply reply = stub.store(ProtoConverters.toProto(sent));
            assertEquals(receiptOf(sent), new Receipt(reply.getCount(), reply.getChecksum()));
        } finally {
            bareChannel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    private ManagedChannel channel() {
        if (channel == null) {
            channel = NettyChannelBuilder.forAddress(http.getHost(), http.getPort()).usePlaintext().build();
        }
        return channel;
    }

    private HttpResponse<byte[]> send(HttpRequest.Builder request) throws Exception {
        return client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private HttpResponse<byte[]> postSerialized(String operation, byte[] body) throws Exception {
        return send(HttpRequest.newBuilder(http.resolve("/serialized/payload/" + operation))
                .header("Content-Type", "application/x-java-serialized-object")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    private static Object readPayload(byte[] bytes) throws Exception {
        return SerialAllowList.read(bytes, Object.class, PayloadAllowList.FILTER);
    }
}
