package dev.wirerace.presentation.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.core.PayloadCore;
import dev.wirerace.core.RemotePayloadCore;
import dev.wirerace.core.RemoteCore;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.model.serial.SerialAllowList;
import dev.wirerace.model.soap.BusinessSoap;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.payload.contract.PayloadAllowList;
import dev.wirerace.payload.contract.PayloadRemote;
import dev.wirerace.payload.contract.PayloadSoap;
import dev.wirerace.rmi.LoopbackServerSocketFactory;
import dev.wirerace.suite.PingPongClient;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.WireClient;
import dev.wirerace.suite.WireOpener;
import io.grpc.Channel;
import io.grpc.ManagedChannel;
import io.quarkiverse.cxf.annotation.CXFClient;
import io.quarkus.runtime.ShutdownEvent;
import io.vertx.core.Vertx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.http.HttpClient;
import java.rmi.NoSuchObjectException;
import java.rmi.server.UnicastRemoteObject;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import javax.net.ServerSocketFactory;
import javax.net.SocketFactory;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Builds the client of each wire, once per run and outside any timed loop. Remote wires come wrapped in
 * the fault-tolerance guard; so does the empty wire, so that it shows the harness cost every remote wire
 * pays. In-process wires and the floor are not guarded: nothing remote can fail there.
 */
@ApplicationScoped
public class WireClients implements WireOpener {

    /** The most callers a run may have (RunPlan.Selection): the bulkhead is a safety net, not a throttle. */
    public static final int MAX_CONCURRENT_CALLS = RunPlan.Selection.MAX_CONCURRENCY;

    /** The fault-tolerance guard around each remote client, as the results record it. */
    public static String guardDescription(Duration timeout) {
        return GuardedClient.describe(timeout, MAX_CONCURRENT_CALLS);
    }

    @Inject
    BusinessTarget target;

    @Inject
    BusinessCore core;

    @Inject
    PayloadCore payloadCore;

    @Inject
    ClientTls tls;

    @Inject
    ObjectMapper json;

    @Inject
    @CXFClient("business")
    BusinessSoap soap;

    @Inject
    @CXFClient("business-vertx")
    BusinessSoap soapOverVertx;

    @Inject
    @CXFClient("payload")
    PayloadSoap payloadSoap;

    @Inject
    @CXFClient("payload-vertx")
    PayloadSoap payloadSoapOverVertx;

    /** Quarkus' Vert.x gRPC clients, one per gRPC wire (application.properties). */
    @Inject
    @io.quarkus.grpc.GrpcClient("grpc-vertx")
    Channel grpcVertx;

    @Inject
    @io.quarkus.grpc.GrpcClient("grpc-vertx-tls")
    Channel grpcVertxTls;

    @Inject
    @io.quarkus.grpc.GrpcClient("grpc-vertx-bare")
    Channel grpcVertxBare;

    /** The broker the broker wires go through (tcp://host:port); none when no broker was started. */
    @ConfigProperty(name = BrokerQueues.URL_SETTING)
    Optional<String> brokerUrl;

    /** Quarkus' own Vert.x, whose event loops the asynchronous REST client runs on. */
    @Inject
    Vertx vertx;

    private RemoteCore sameJvmRemote;
    private BusinessRemote sameJvmStub;
    private RemotePayloadCore sameJvmPayloadRemote;
    private PayloadRemote sameJvmPayloadStub;

    /** A client for a non-floor wire, by its default client library. */
    public WireClient open(Wire wire) throws Exception {
        return open(wire, Client.defaultOf(wire));
    }

    /** A client for a non-floor wire, by one of its client libraries (Client.of), on the wire's default model. */
    public WireClient open(Wire wire, Client library) throws Exception {
        return open(new Way(wire, library)); // refuses a client that does not speak the wire
    }

    /** A client for a non-floor way: its wire, spoken by its client, toward its server model's paths. */
    @Override
    public WireClient open(Way way) throws Exception {
        Wire wire = way.wire();
        Client library = way.client();
        ServerModel model = way.server();
        WireClient client = switch (wire) {
            case LOCAL -> new LocalClient(core, payloadCore);
            case RMI_SAME_JVM -> RmiClient.of(sameJvmStub(), sameJvmPayloadStub());
            case REST_HTTP -> rest(library, target.httpBase() + model.restPrefix(), false, false);
            case REST_HTTPS_H1 -> rest(library, target.httpsBase() + model.restPrefix(), true, false);
            case REST_HTTPS_H2 -> rest(library, target.httpsBase() + model.restPrefix(), true, true);
            case REST_HTTP_BARE -> rest(library, target.bareBase() + model.restPrefix(), false, false);
            case SOAP -> library == Client.CXF_VERTX ? new SoapClient(soapOverVertx, payloadSoapOverVertx)
                    : new SoapClient(soap, payloadSoap);
            case WEBSOCKET -> new SocketClient(target.httpBase(), target.connectTimeout(), target.callTimeout(), json);
            case BROKER, BROKER_DURABLE -> new BrokerClient(wire, brokerUrl.orElseThrow(() -> new IllegalStateException(
                    wire.id() + " needs a broker, and none was named (" + BrokerQueues.URL_SETTING + ")")),
                    target.callTimeout(), json);
            case GRAPHQL -> new GraphQLClient(vertx, target.httpBase(), target.connectTimeout(), MAX_CONCURRENT_CALLS);
            case SERIALIZED -> new SerializedClient(transport(library, false, false), target.httpBase());
            case GRPC -> grpc(library, grpcVertx, model, () -> GrpcClient.plainChannel(target.host(), target.httpPort()));
            case GRPC_BARE -> grpc(library, grpcVertxBare, model,
                    () -> GrpcClient.plainChannel(target.host(), target.barePort()));
            case GRPC_STREAM, GRPC_STREAM_BATCH -> library == Client.GRPC_VERTX
                    ? new GrpcStreamClient(wire, grpcVertx, null, target.callTimeout())
                    : streams(wire, GrpcClient.plainChannel(target.host(), target.httpPort()));
            case GRPC_TLS -> grpc(library, grpcVertxTls, model,
                    () -> GrpcClient.tlsChannel(target.host(), target.httpsPort(), tls.trust()));
            case RMI -> RmiClient.lookup(target.host(), target.rmiPort(), false);
            case RMI_SSL -> RmiClient.lookup(target.host(), target.rmiSslPort(), true);
            case EMPTY -> new EmptyClient();
            case FLOOR_TCP, FLOOR_TLS -> throw new IllegalArgumentException(wire.id() + " is a floor: use openFloor");
        };
        // an asynchronous client is bounded by its own per-call deadline: the guard's API blocks its caller
        boolean guarded = (wire.remote() || wire == Wire.EMPTY) && !library.inFlight();
        return guarded ? new GuardedClient(way.id(), client, target.callTimeout(), MAX_CONCURRENT_CALLS) : client;
    }

    /** A gRPC wire's client: Quarkus' channel, or a Netty channel of its own called blocking or in flight. */
    private WireClient grpc(Client library, Channel quarkus, ServerModel model, NettyChannel netty) throws Exception {
        return switch (library) {
            case GRPC_VERTX -> GrpcClient.quarkus(quarkus, model, target.callTimeout());
            case GRPC_VERTX_ASYNC -> new GrpcInFlightClient(quarkus, null, model, target.callTimeout());
            case GRPC_NETTY_ASYNC -> {
                ManagedChannel own = netty.open();
                yield new GrpcInFlightClient(own, own, model, target.callTimeout());
            }
            default -> GrpcClient.toward(netty.open(), model, target.callTimeout());
        };
    }

    /** A streaming wire's client over a Netty channel of its own. */
    private WireClient streams(Wire wire, ManagedChannel own) {
        return new GrpcStreamClient(wire, own, own, target.callTimeout());
    }

    /** Opens a grpc-java Netty channel. */
    @FunctionalInterface
    private interface NettyChannel {
        ManagedChannel open() throws Exception;
    }

    private WireClient rest(Client library, String base, boolean secure, boolean http2) throws Exception {
        if (library == Client.QUARKUS_REST_ASYNC) {
            return QuarkusRestInFlightClient.open(base, secure ? tls.configuration() : null, http2,
                    target.connectTimeout(), target.callTimeout(), MAX_CONCURRENT_CALLS);
        }
        if (library == Client.VERTX_HTTP) {
            return new VertxRestClient(vertx, base, secure ? tls.trust() : null, http2, target.connectTimeout(),
                    target.callTimeout(), MAX_CONCURRENT_CALLS, json);
        }
        if (library == Client.QUARKUS_REST) {
            return QuarkusRestClient.open(base, secure ? tls.configuration() : null, http2, target.connectTimeout(),
                    target.callTimeout(), MAX_CONCURRENT_CALLS);
        }
        return new RestClient(transport(library, secure, http2), base, json);
    }

    private HttpTransport transport(Client library, boolean secure, boolean http2) throws Exception {
        return switch (library) {
            case JDK -> {
                HttpClient.Version version = http2 ? HttpClient.Version.HTTP_2 : HttpClient.Version.HTTP_1_1;
                yield new JdkHttpTransport(http(version, secure), version, target.callTimeout());
            }
            case APACHE -> new ApacheHttpTransport(secure ? tls.context() : null, target.connectTimeout(),
                    target.callTimeout(), MAX_CONCURRENT_CALLS);
            default -> throw new IllegalArgumentException(library.id() + " is no HTTP transport");
        };
    }

    @Override
    public PingPongClient openFloor(Wire wire) throws Exception {
        return switch (wire) {
            case FLOOR_TCP -> new PingPongClient(SocketFactory.getDefault(), target.host(), target.echoPort(),
                    target.callTimeout());
            case FLOOR_TLS -> new PingPongClient(tls.context().getSocketFactory(), target.host(),
                    target.echoTlsPort(), target.callTimeout());
            default -> throw new IllegalArgumentException(wire.id() + " is not a floor");
        };
    }

    /** A plain raw-socket floor client to any echo port (the network check compares two). */
    public PingPongClient floorAt(String host, int port) {
        return new PingPongClient(SocketFactory.getDefault(), host, port, target.callTimeout());
    }

    /** Circuit-breaker state changes seen by a client from {@link #open}, oldest first. */
    @Override
    public List<String> breakerTransitions(WireClient client) {
        return client instanceof GuardedClient guarded
                ? guarded.transitions().stream().map(t -> t.at() + " " + t.state()).toList()
                : List.of();
    }

    private HttpClient http(HttpClient.Version version, boolean secure) throws Exception {
        HttpClient.Builder builder = HttpClient.newBuilder().version(version).connectTimeout(target.connectTimeout());
        if (secure) {
            builder.sslContext(tls.context());
        }
        return builder.build();
    }

    /** The core exported in this JVM on a loopback port, with the same allow-list as the business tier. */
    public synchronized BusinessRemote sameJvmStub() throws Exception {
        if (sameJvmStub == null) {
            sameJvmRemote = new RemoteCore(core);
            var sockets = new LoopbackServerSocketFactory(ServerSocketFactory.getDefault(),
                    InetAddress.getLoopbackAddress());
            sameJvmStub = (BusinessRemote) UnicastRemoteObject.exportObject(sameJvmRemote, 0, null, sockets,
                    SerialAllowList.FILTER);
        }
        return sameJvmStub;
    }

    /** The payload's core exported the same way, with the payload's allow-list (RmiServer's on the business tier). */
    private synchronized PayloadRemote sameJvmPayloadStub() throws Exception {
        if (sameJvmPayloadStub == null) {
            sameJvmPayloadRemote = new RemotePayloadCore(payloadCore);
            var sockets = new LoopbackServerSocketFactory(ServerSocketFactory.getDefault(),
                    InetAddress.getLoopbackAddress());
            sameJvmPayloadStub = (PayloadRemote) UnicastRemoteObject.exportObject(sameJvmPayloadRemote, 0, null,
                    sockets, PayloadAllowList.FILTER);
        }
        return sameJvmPayloadStub;
    }

    void stop(@Observes ShutdownEvent event) {
        for (java.rmi.Remote exported : new java.rmi.Remote[] {sameJvmRemote, sameJvmPayloadRemote}) {
            if (exported != null) {
                try {
                    UnicastRemoteObject.unexportObject(exported, true);
                } catch (NoSuchObjectException alreadyGone) {
                    // nothing to release
                }
            }
        }
    }
}
