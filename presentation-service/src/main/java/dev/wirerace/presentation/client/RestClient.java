package dev.wirerace.presentation.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * REST/JSON with the JDK's HTTP client: HTTP/1.1 in clear, or HTTPS with HTTP/1.1 or HTTP/2 (ALPN). One
 * client (and its connection pool) per wire, built once.
 */
public final class RestClient implements WireClient {

    private final HttpClient http;
    private final String base;
    private final HttpClient.Version version;
    private final Duration timeout;
    private final ObjectMapper json;

    public RestClient(HttpClient http, String base, HttpClient.Version version, Duration timeout, ObjectMapper json) {
        this.http = http;
        this.base = base + "/rest";
        this.version = version;
        this.timeout = timeout;
        this.json = json;
    }

    @Override
    public int addOne(int x) throws Exception {
        return read(send(request("/add-one/" + x).GET()), Integer.class);
    }

    @Override
    public String concat(String a, String b) throws Exception {
        String body = json.writeValueAsString(new ConcatRequest(a, b));
        return read(send(request("/concat").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))), String.class);
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) throws Exception {
        return Arrays.asList(read(send(request("/accounts?tx=" + tx.wireName() + "&count=" + count).GET()),
                Account[].class));
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(base + path)).version(version).timeout(timeout);
    }

    private String send(HttpRequest.Builder request) {
        HttpResponse<String> response = HttpExchange.send(http, request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.version() != version) {
            throw Failures.invalidReply("asked for " + version + ", got " + response.version());
        }
        return response.body();
    }

    private <T> T read(String body, Class<T> type) {
        try {
            return json.readValue(body, type);
        } catch (JsonProcessingException e) {
            throw Failures.invalidReply("not a JSON " + type.getSimpleName() + ": " + e.getOriginalMessage());
        }
    }
}
