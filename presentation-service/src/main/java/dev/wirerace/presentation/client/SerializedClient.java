package dev.wirerace.presentation.client;

import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.AccountsQuery;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.serial.SerialAllowList;
import dev.wirerace.payload.contract.PayloadAllowList;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import java.io.IOException;
import java.util.List;

/** Study 5's servlet wire: Java-serialized bodies over HTTP, replies read through the same allow-list. */
public final class SerializedClient implements WireClient {

    private static final String MEDIA_TYPE = "application/x-java-serialized-object";

    private final HttpTransport http;
    private final String base;

    public SerializedClient(HttpTransport http, String base) {
        this.http = http;
        this.base = base + "/serialized/";
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

    /** The payload's calls, their replies read through the payload's own allow-list (its types, its depth). */
    @Override
    public Document fetch(long call) {
        return call("payload/fetch", call, Document.class, PayloadAllowList.FILTER);
    }

    @Override
    public Receipt store(Document document) {
        return call("payload/store", document, Receipt.class, PayloadAllowList.FILTER);
    }

    private <T> T call(String operation, Object argument, Class<T> type) {
        return call(operation, argument, type, SerialAllowList.FILTER);
    }

    private <T> T call(String operation, Object argument, Class<T> type, java.io.ObjectInputFilter filter) {
        byte[] reply = http.post(base + operation, MEDIA_TYPE, SerialAllowList.write(argument));
        try {
            return SerialAllowList.read(reply, type, filter);
        } catch (IOException e) {
            throw Failures.invalidReply("reply refused: " + e.getMessage());
        }
    }

    @Override
    public void close() throws Exception {
        http.close();
    }
}
