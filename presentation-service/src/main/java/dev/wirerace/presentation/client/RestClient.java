package dev.wirerace.presentation.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * REST/JSON over an HTTP client library of the matrix (HttpTransport), with Jackson: requests written and
 * replies read by the same mapper whichever library carries them. One transport (and its connection pool)
 * per wire, built once.
 */
public final class RestClient implements WireClient {

    private static final String JSON = "application/json";

    private final HttpTransport http;
    private final String base;
    private final ObjectMapper json;

    public RestClient(HttpTransport http, String base, ObjectMapper json) {
        this.http = http;
        this.base = base + "/rest";
        this.json = json;
    }

    @Override
    public int addOne(int x) throws Exception {
        return read(http.get(base + "/add-one/" + x), Integer.class);
    }

    @Override
    public String concat(String a, String b) throws Exception {
        byte[] body = json.writeValueAsBytes(new ConcatRequest(a, b));
        return read(http.post(base + "/concat", JSON, body), String.class);
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) throws Exception {
        return Arrays.asList(read(http.get(base + "/accounts?tx=" + tx.wireName() + "&count=" + count), Account[].class));
    }

    @Override
    public Document fetch(long call) {
        return read(http.get(base + "/payload/fetch/" + call), Document.class);
    }

    @Override
    public Receipt store(Document document) throws Exception {
        return read(http.post(base + "/payload/store", JSON, json.writeValueAsBytes(document)), Receipt.class);
    }

    private <T> T read(byte[] body, Class<T> type) {
        try {
            return json.readValue(body, type);
        } catch (JsonProcessingException e) {
            throw Failures.invalidReply("not a JSON " + type.getSimpleName() + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw Failures.invalidReply("unreadable JSON " + type.getSimpleName() + ": " + e.getMessage());
        }
    }

    @Override
    public void close() throws Exception {
        http.close();
    }
}
