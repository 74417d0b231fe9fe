package dev.wirerace.presentation.client;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Failures;
import java.io.IOException;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.ssl.DefaultClientTlsStrategy;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.util.Timeout;

/**
 * Apache HttpClient 5, classic API: the caller's own thread writes the request and blocks reading the reply
 * on a pooled connection, with no hand-over to another thread; the leanest blocking HTTP/1.1 client of the
 * matrix. One connection per concurrent caller, up to the harness's concurrency limit.
 */
final class ApacheHttpTransport implements HttpTransport {

    private final CloseableHttpClient http;

    /** @param tls null for clear HTTP */
    ApacheHttpTransport(SSLContext tls, Duration connectTimeout, Duration callTimeout, int maxConnections) {
        var connections = PoolingHttpClientConnectionManagerBuilder.create()
                .setMaxConnTotal(maxConnections).setMaxConnPerRoute(maxConnections)
                .setDefaultConnectionConfig(ConnectionConfig.custom()
                        .setConnectTimeout(Timeout.of(connectTimeout))
                        .setSocketTimeout(Timeout.of(callTimeout)).build());
        if (tls != null) {
            connections.setTlsSocketStrategy(new DefaultClientTlsStrategy(tls));
        }
        this.http = HttpClients.custom().setConnectionManager(connections.build())
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setConnectionRequestTimeout(Timeout.of(callTimeout))
                        .setResponseTimeout(Timeout.of(callTimeout)).build())
                .disableAutomaticRetries().disableRedirectHandling().disableContentCompression()
                .disableCookieManagement().build();
    }

    @Override
    public byte[] get(String url) {
        return execute(new HttpGet(url));
    }

    @Override
    public byte[] post(String url, String contentType, byte[] body) {
        HttpPost post = new HttpPost(url);
        post.setEntity(new ByteArrayEntity(body, ContentType.parse(contentType)));
        return execute(post);
    }

    private byte[] execute(ClassicHttpRequest request) {
        try {
            return http.execute(request, response -> {
                byte[] body = response.getEntity() == null ? new byte[0] : EntityUtils.toByteArray(response.getEntity());
                if (response.getCode() != 200) {
                    throw new CallFailure(FailureKind.OTHER, "HTTP " + response.getCode() + ": " + new String(body));
                }
                if (!HttpVersion.HTTP_1_1.equals(response.getVersion())) {
                    throw Failures.invalidReply("asked for HTTP/1.1, got " + response.getVersion());
                }
                return body;
            });
        } catch (IOException | RuntimeException e) {
            throw Failures.translate(e);
        }
    }

    @Override
    public void close() {
        http.close(CloseMode.IMMEDIATE);
    }
}
