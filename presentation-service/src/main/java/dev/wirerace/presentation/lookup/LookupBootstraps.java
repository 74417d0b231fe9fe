package dev.wirerace.presentation.lookup;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.lookup.Bootstrap;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.presentation.client.ClientTls;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.results.lookup.LookupCase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/** The bootstrap of every lookup case, against the configured business-service (and its second instance). */
@ApplicationScoped
public class LookupBootstraps {

    private final BusinessTarget target;
    private final LookupConfig config;
    private final RmiBootstraps rmi;
    private final HttpBootstraps http;
    private final GrpcBootstraps grpc;
    private StorkBootstraps stork;

    public LookupBootstraps(BusinessTarget target, LookupConfig config, ClientTls tls, WireClients clients,
            ObjectMapper json) {
        this.target = target;
        this.config = config;
        this.rmi = new RmiBootstraps(target, tls, clients);
        this.http = new HttpBootstraps(target, tls, json);
        this.grpc = new GrpcBootstraps(target.callTimeout(), tls);
    }

    public Bootstrap of(LookupCase lookupCase) {
        return switch (lookupCase) {
            case RMI_REGISTRY -> clock -> rmi.registry(false, clock);
            case RMI_JNDI -> clock -> rmi.jndi(false, clock);
            case RMI_BIND -> rmi::bind;
            case RMI_SSL_REGISTRY -> clock -> rmi.registry(true, clock);
            case RMI_SSL_JNDI -> clock -> rmi.jndi(true, clock);
            case REST_HTTP -> clock -> http.rest(lookupCase.wire(), target.httpBase(), clock);
            case SERIALIZED -> http::serialized;
            case REST_HTTPS_H1, REST_HTTPS_H2 -> clock -> http.rest(lookupCase.wire(), target.httpsBase(), clock);
            case SOAP -> http::soap;
            case GRPC -> clock -> grpc.open(target.host(), target.httpPort(), false, clock);
            case GRPC_TLS -> clock -> grpc.open(target.host(), target.httpsPort(), true, clock);
            case REST_HTTP_STORK, GRPC_STORK, REST_HTTP_STORK_ONE_DOWN, GRPC_STORK_ONE_DOWN ->
                clock -> stork().open(lookupCase.wire(), clock);
        };
    }

    private synchronized StorkBootstraps stork() {
        if (stork == null) {
            int second = config.secondHttpPort().orElseThrow(
                    () -> new IllegalStateException("no second business-service instance (wirerace.lookup.second-http-port)"));
            stork = StorkBootstraps.over(List.of(target.host() + ":" + target.httpPort(), target.host() + ":" + second),
                    http, grpc, target.callTimeout());
        }
        return stork;
    }
}
