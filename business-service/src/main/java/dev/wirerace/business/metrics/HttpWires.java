package dev.wirerace.business.metrics;

import dev.wirerace.grpc.BusinessStreamsGrpc;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Wire;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;

/** Which wire an HTTP request came over, and whether its answer was a success (gRPC's status included). */
public final class HttpWires {

    private HttpWires() {
    }

    /** gRPC's content types ({@code application/grpc}, {@code application/grpc+proto}, ...). */
    public static boolean isGrpc(HttpServerRequest request) {
        String type = request.getHeader("content-type");
        return type != null && type.startsWith("application/grpc");
    }

    /** The wire of a request to the framework's endpoints; null for what is not a business call (/q, /admin). */
    static Wire framework(HttpServerRequest request) {
        if (isGrpc(request)) {
            return request.isSSL() ? Wire.GRPC_TLS : grpcOverH2c(request.path());
        }
        String path = request.path();
        if (isRest(path)) {
            return !request.isSSL() ? Wire.REST_HTTP
                    : request.version() == HttpVersion.HTTP_2 ? Wire.REST_HTTPS_H2 : Wire.REST_HTTPS_H1;
        }
        if (path.equals("/graphql")) {
            return Wire.GRAPHQL;
        }
        if (path.startsWith("/soap/")) {
            return Wire.SOAP;
        }
        if (path.startsWith("/serialized/")) {
            return Wire.SERIALIZED;
        }
        return null;
    }

    /** The streaming wires by their service's methods (business.proto's BusinessStreams), else unary gRPC. */
    private static Wire grpcOverH2c(String path) {
        if (!path.startsWith(STREAMS)) {
            return Wire.GRPC;
        }
        return path.endsWith("/AccountBatches") ? Wire.GRPC_STREAM_BATCH : Wire.GRPC_STREAM;
    }

    private static final String STREAMS = "/" + BusinessStreamsGrpc.SERVICE_NAME + "/";

    /** A path of a REST resource, under any server model's prefix ({@code /rest/...}, {@code /worker/rest/...}). */
    private static boolean isRest(String path) {
        for (ServerModel model : ServerModel.of(Wire.REST_HTTP)) {
            if (path.startsWith(model.restPrefix() + "/rest/")) {
                return true;
            }
        }
        return false;
    }

    /** The bare server's wire. */
    static Wire bare(HttpServerRequest request) {
        return isGrpc(request) ? Wire.GRPC_BARE : Wire.REST_HTTP_BARE;
    }

    /** An HTTP status below 400 and, for gRPC, status 0 (in the trailers, or the headers of a trailers-only answer). */
    static boolean succeeded(HttpServerResponse response) {
        if (response.getStatusCode() >= 400) {
            return false;
        }
        String status = response.trailers().get("grpc-status");
        if (status == null) {
            status = response.headers().get("grpc-status");
        }
        return status == null || status.equals("0");
    }
}
