package dev.wirerace.lookup;

import dev.wirerace.suite.ForwardingClient;
import dev.wirerace.suite.WireClient;

/** A client that also releases what was built to get it (an HTTP client's threads, a JNDI context, a binding). */
public final class ClosingClient extends ForwardingClient {

    private final AutoCloseable[] resources;

    private ClosingClient(WireClient client, AutoCloseable[] resources) {
        super(client);
        this.resources = resources;
    }

    public static WireClient of(WireClient client, AutoCloseable... resources) {
        return new ClosingClient(client, resources);
    }

    @Override
    public void close() throws Exception {
        Exception first = null;
        for (AutoCloseable resource : resources) {
            try {
                resource.close();
            } catch (Exception e) {
                first = first == null ? e : first;
            }
        }
        client.close();
        if (first != null) {
            throw first;
        }
    }
}
