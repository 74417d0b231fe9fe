package dev.wirerace.suite.link;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.tiers.link.Toxic;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Toxiproxy's HTTP API (v2), the few calls the link needs: proxies, toxics, enable/disable, reset. Every
 * reply's status is checked; a refused change is an exception, never silently ignored.
 */
final class ToxiproxyClient {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();
    private final String base;
    private final ObjectMapper json;

    ToxiproxyClient(String base, ObjectMapper json) {
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.json = json;
    }

    String version() throws IOException, InterruptedException {
        return send("GET", "/version", null, 200);
    }

    /** Removes every toxic and enables every proxy. */
    void reset() throws IOException, InterruptedException {
        send("POST", "/reset", null, 204);
    }

    void createProxy(String name, String listen, String upstream) throws IOException, InterruptedException {
        send("POST", "/proxies", Map.of("name", name, "listen", listen, "upstream", upstream, "enabled", true), 201);
    }

    void deleteProxy(String name) throws IOException, InterruptedException {
        send("DELETE", "/proxies/" + name, null, 204);
    }

    /** A disabled proxy closes its connections and refuses new ones: the link is cut. */
    void setEnabled(String proxy, boolean enabled) throws IOException, InterruptedException {
        send("POST", "/proxies/" + proxy, Map.of("enabled", enabled), 200);
    }

    void addToxic(String proxy, Toxic toxic) throws IOException, InterruptedException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("name", toxic.name());
        body.put("type", toxic.type());
        body.put("stream", toxic.stream());
        body.put("toxicity", 1.0);
        body.put("attributes", toxic.attributes());
        send("POST", "/proxies/" + proxy + "/toxics", body, 200);
    }

    void removeToxic(String proxy, String toxic) throws IOException, InterruptedException {
        send("DELETE", "/proxies/" + proxy + "/toxics/" + toxic, null, 204);
    }

    /** Removes the toxic; one that is not there is no error (a delay switched off before it was ever on). */
    void removeToxicIfPresent(String proxy, String toxic) throws IOException, InterruptedException {
        send("DELETE", "/proxies/" + proxy + "/toxics/" + toxic, null, 204, 404);
    }

    private String send(String method, String path, Object body, int... expected) throws IOException, InterruptedException {
        HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body));
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json").method(method, publisher).build();
        HttpResponse<String> reply = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (Arrays.stream(expected).noneMatch(code -> code == reply.statusCode())) {
            throw new IOException("toxiproxy " + method + " " + path + " answered " + reply.statusCode() + ": "
                    + reply.body());
        }
        return reply.body();
    }
}
