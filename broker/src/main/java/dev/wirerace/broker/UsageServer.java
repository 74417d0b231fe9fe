package dev.wirerace.broker;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.wirerace.probes.ProcessUsageProbe;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;

/**
 * The broker JVM's own usage at {@code GET /usage}, the JSON of a ProcessUsage as the business-service's admin
 * endpoint serves its: the presentation-service reads it at a broker row's window edges, so the broker is a tier of
 * the ledger. The JDK's server: one read-only document needs no framework in a JVM that has none.
 */
final class UsageServer {

    static final String PATH = "/usage";

    private final HttpServer server;

    private UsageServer(HttpServer server) {
        this.server = server;
    }

    static UsageServer start(String host, int port) throws IOException {
        ObjectMapper json = new ObjectMapper();
        HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 16);
        server.createContext(PATH, exchange -> {
            try (exchange) {
                if (!"GET".equals(exchange.getRequestMethod()) || !PATH.equals(exchange.getRequestURI().getPath())) {
                    exchange.sendResponseHeaders(404, -1);
                    return;
                }
                byte[] body = json.writeValueAsBytes(ProcessUsageProbe.ofThisProcess());
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        });
        server.start();
        return new UsageServer(server);
    }

    void stop() {
        server.stop(0);
    }
}
