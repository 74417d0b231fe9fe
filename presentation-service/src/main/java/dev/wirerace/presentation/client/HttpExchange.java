package dev.wirerace.presentation.client;

import dev.wirerace.presentation.bench.CallFailure;
import dev.wirerace.presentation.bench.FailureKind;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** One request with the JDK's client: transport failures translated, anything but 200 a failure. */
final class HttpExchange {

    private HttpExchange() {
    }

    static <T> HttpResponse<T> send(HttpClient http, HttpRequest request, HttpResponse.BodyHandler<T> body) {
        HttpResponse<T> response;
        try {
            response = http.send(request, body);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CallFailure(FailureKind.OTHER, "interrupted", e);
        } catch (Exception e) {
            throw Failures.translate(e);
        }
        if (response.statusCode() != 200) {
            Object content = response.body() instanceof byte[] bytes ? new String(bytes) : response.body();
            throw new CallFailure(FailureKind.OTHER, "HTTP " + response.statusCode() + ": " + content);
        }
        return response;
    }
}
