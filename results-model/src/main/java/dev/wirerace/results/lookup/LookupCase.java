package dev.wirerace.results.lookup;

import dev.wirerace.model.wire.Wire;
import java.util.Arrays;
import java.util.List;

/**
 * Every way the lookup study gets a usable client: per wire the plain way (the registry lookup for RMI, a
 * new client for the rest), JNDI over the RMI registry, study 4's bind test, and the clustered-naming
 * cases through SmallRye Stork over two business-service instances.
 */
public enum LookupCase {
    RMI_REGISTRY(Wire.RMI, "registry", "LocateRegistry.getRegistry, lookup", Cluster.SINGLE),
    RMI_JNDI(Wire.RMI, "jndi", "JNDI InitialContext (RMI registry provider), lookup", Cluster.SINGLE),
    RMI_BIND(Wire.RMI, "bind", "bind a stub of this JVM's own export, then look it up (study 4)", Cluster.SINGLE),
    RMI_SSL_REGISTRY(Wire.RMI_SSL, "registry", "LocateRegistry.getRegistry over SSL, lookup", Cluster.SINGLE),
    RMI_SSL_JNDI(Wire.RMI_SSL, "jndi", "JNDI InitialContext over SSL, lookup", Cluster.SINGLE),
    REST_HTTP(Wire.REST_HTTP, "client", "new JDK HttpClient", Cluster.SINGLE),
    REST_HTTPS_H1(Wire.REST_HTTPS_H1, "client", "new JDK HttpClient and TLS context", Cluster.SINGLE),
    REST_HTTPS_H2(Wire.REST_HTTPS_H2, "client", "new JDK HttpClient and TLS context, HTTP/2", Cluster.SINGLE),
    SOAP(Wire.SOAP, "client", "JAX-WS Service from the WSDL (fetch, parse), port proxy", Cluster.SINGLE),
    SERIALIZED(Wire.SERIALIZED, "client", "new JDK HttpClient", Cluster.SINGLE),
    GRPC(Wire.GRPC, "client", "new Netty channel, connect", Cluster.SINGLE),
    GRPC_TLS(Wire.GRPC_TLS, "client", "new Netty channel and TLS context, connect", Cluster.SINGLE),
    REST_HTTP_STORK(Wire.REST_HTTP, "stork", "Stork: static list of 2 instances, round-robin", Cluster.PAIR),
    GRPC_STORK(Wire.GRPC, "stork", "Stork: static list of 2 instances, round-robin", Cluster.PAIR),
    REST_HTTP_STORK_ONE_DOWN(Wire.REST_HTTP, "stork-one-down",
            "Stork: static list of 2, one instance killed; a refused connection moves on to the next",
            Cluster.PAIR_ONE_DOWN),
    GRPC_STORK_ONE_DOWN(Wire.GRPC, "stork-one-down",
            "Stork: static list of 2, one instance killed; a refused connection moves on to the next",
            Cluster.PAIR_ONE_DOWN);

    /** Which business-service instances a case needs. */
    public enum Cluster {
        /** The one instance every suite uses. */
        SINGLE,
        /** That one and a second instance, both up. */
        PAIR,
        /** Both listed, the second one killed. */
        PAIR_ONE_DOWN
    }

    private final Wire wire;
    private final String method;
    private final String description;
    private final Cluster cluster;

    LookupCase(Wire wire, String method, String description, Cluster cluster) {
        this.wire = wire;
        this.method = method;
        this.description = description;
        this.cluster = cluster;
    }

    public String id() {
        return wire.id() + "/" + method;
    }

    public Wire wire() {
        return wire;
    }

    public String method() {
        return method;
    }

    public String description() {
        return description;
    }

    public Cluster cluster() {
        return cluster;
    }

    /** The case measured in fresh JVMs too: each wire's plain way. */
    public boolean measuredCold() {
        return method.equals("registry") || method.equals("client");
    }

    public static List<LookupCase> in(Cluster cluster) {
        return Arrays.stream(values()).filter(c -> c.cluster == cluster).toList();
    }

    public static LookupCase byId(String id) {
        return Arrays.stream(values()).filter(c -> c.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown lookup case '" + id + "'"));
    }
}
