package dev.wirerace.presentation.client;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Failures;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * The JDK's {@code HttpClient}, blocking {@code send}: HTTP/1.1 in clear, or HTTPS with HTTP/1.1 or HTTP/2
 * (ALPN). A reply in another version than asked for is a wrong reply.
 */
public final class JdkHttpTransport implements HttpTransport {

    private final HttpClient http;
    private final HttpClient.Version version;
    private final Duration timeout;

    public JdkHttpTransport(HttpClient http, HttpClient.Version version, Duration timeout) {
        this.http = http;
        this.version = version;
        this.timeout = timeout;
    }

    @Override
    public byte[] get(String url) {
        return send(request(url).GET());
    }

    @Override
    public byte[] post(String url, String contentType, byte[] body) {
        return send(request(url).header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    private HttpRequest.Builder request(String url) {
        return HttpRequest.newBuilder(URI.create(url)).version(version).timeout(timeout);
    }

    private byte[] send(HttpRequest.Builder request) {
        HttpResponse<byte[]> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CallFailure(FailureKind.OTHER, "interrupted", e);
        } catch (Exception e) {
            throw Failures.translate(e);
        }
        if (response.statusCode() != 200) {
            throw new CallFailure(FailureKind.OTHER, "HTTP " + response.statusCode() + ": " + new String(response.body()));
        }
        if (response.version() != version) {
            throw Failures.invalidReply("asked for " + version + ", got " + response.version());
        }
        return response.body();
    }

    @Override
    public void close() {
        http.close();
    }
}
