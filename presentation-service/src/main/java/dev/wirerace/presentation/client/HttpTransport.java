package dev.wirerace.presentation.client;

/**
 * One HTTP request and its 200 reply's body, with the transport's failures already translated
 * (Failures): what the REST and serialized wires need from an HTTP client library, so that each of them
 * can be spoken by more than one (Client). Thread-safe; built once per wire.
 */
public interface HttpTransport extends AutoCloseable {

    byte[] get(String url);

    byte[] post(String url, String contentType, byte[] body);

    @Override
    default void close() throws Exception {
    }
}
