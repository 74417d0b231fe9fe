package dev.wirerace.business.metrics;

import dev.wirerace.model.wire.Wire;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Times every business call on the framework's HTTP server (REST, SOAP, serialized, gRPC on HTTP and HTTPS)
 * from a first route, before RESTEasy Reactive, CXF or gRPC see it. Also used by the bare server.
 */
@ApplicationScoped
public class HttpCallMetering {

    /** Before every other route, the gRPC one included. */
    private static final int FIRST = Integer.MIN_VALUE;

    private final CallMeters meters;

    public HttpCallMetering(CallMeters meters) {
        this.meters = meters;
    }

    void install(@Observes Router router) {
        if (meters.enabled()) {
            router.route().order(FIRST).handler(this::meter);
        }
    }

    private void meter(RoutingContext context) {
        Wire wire = HttpWires.framework(context.request());
        if (wire != null) {
            long start = System.nanoTime();
            if (wire == Wire.GRAPHQL) {
                // SmallRye GraphQL sets the response's own end handler, which replaces the one addEndHandler rides on
                context.addBodyEndHandler(ended -> meters.record(wire, start, HttpWires.succeeded(context.response())));
            } else {
                context.addEndHandler(ended -> meters.record(wire, start, HttpWires.succeeded(context.response())));
            }
        }
        context.next();
    }

    /** Times one request of the bare server, which has no router in front of its gRPC handlers. */
    public void meterBare(HttpServerRequest request) {
        if (meters.enabled()) {
            Wire wire = HttpWires.bare(request);
            long start = System.nanoTime();
            request.response().endHandler(ended -> meters.record(wire, start, HttpWires.succeeded(request.response())));
        }
    }
}
