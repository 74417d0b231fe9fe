package dev.wirerace.presentation.client;

import dev.wirerace.model.Account;
import dev.wirerace.model.AccountsQuery;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.serial.SerialAllowList;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

/** Study 5's servlet wire: Java-serialized bodies over HTTP, replies read through the same allow-list. */
public final class SerializedClient implements WireClient {

    private static final String MEDIA_TYPE = "application/x-java-serialized-object";

    private final HttpClient http;
    private final String base;
    private final Duration timeout;

    public SerializedClient(HttpClient http, String base, Duration timeout) {
        this.http = http;
        this.base = base + "/serialized/";
        this.timeout = timeout;
    }

    @Override
    public int addOne(int x) {
        return call("add-one", x, Integer.class);
    }

    @Override
    public String concat(String a, String b) {
        return call("concat", new ConcatRequest(a, b), String.class);
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<Account> accounts(TxMode tx, int count) {
        return call("accounts", new AccountsQuery(tx, count), List.class);
    }

    private <T> T call(String operation, Object argument, Class<T> type) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + operation)).timeout(timeout)
                .header("Content-Type", MEDIA_TYPE)
                .POST(HttpRequest.BodyPublishers.ofByteArray(SerialAllowList.write(argument))).build();
        HttpResponse<byte[]> response = HttpExchange.send(http, request, HttpResponse.BodyHandlers.ofByteArray());
        try {
            return SerialAllowList.read(response.body(), type);
        } catch (IOException e) {
            throw Failures.invalidReply("reply refused: " + e.getMessage());
        }
    }
}
