package dev.wirerace.processes;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The business-service's listening ports, and the one place that names the settings that carry them: the
 * business-service's own ({@code quarkus.http.port}, {@code wirerace.rmi.registry-port} ...) and the
 * presentation-service's ({@code wirerace.business.http-port} ...).
 *
 * @param http REST, SOAP, serialized objects, plain gRPC (h2c), and the admin endpoints
 * @param https HTTPS (HTTP/1.1 and HTTP/2) and gRPC over TLS
 * @param rmi the RMI registry
 * @param rmiSsl the RMI/SSL registry
 * @param echo the floor's plain ping-pong
 * @param echoTls the floor's TLS ping-pong
 * @param bare REST's JSON and gRPC on a bare Vert.x server, without the framework's layer
 */
public record BusinessPorts(int http, int https, int rmi, int rmiSsl, int echo, int echoTls, int bare) {

    /** The defaults of both services' application.properties: what {@code ./wirerace serve} and dev mode use. */
    public static final BusinessPorts STANDARD = new BusinessPorts(8080, 8443, 1099, 2099, 7070, 7443, 8090);

    public static BusinessPorts free(FreePorts ports) throws IOException {
        return new BusinessPorts(ports.next(), ports.next(), ports.next(), ports.next(), ports.next(), ports.next(),
                ports.next());
    }

    /** The business-service's {@code -D} options that make it listen on these ports. */
    public List<String> serviceOptions() {
        return List.of("-Dquarkus.http.port=" + http, "-Dquarkus.http.ssl-port=" + https,
                "-Dwirerace.rmi.registry-port=" + rmi, "-Dwirerace.rmi.ssl-registry-port=" + rmiSsl,
                "-Dwirerace.echo.port=" + echo, "-Dwirerace.echo.tls-port=" + echoTls, "-Dwirerace.bare.port=" + bare);
    }

    /** The presentation-service's settings that point it at these ports on {@code host}. */
    public Map<String, String> clientSettings(String host) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("wirerace.business.host", host);
        settings.put("wirerace.business.http-port", String.valueOf(http));
        settings.put("wirerace.business.https-port", String.valueOf(https));
        settings.put("wirerace.business.rmi-port", String.valueOf(rmi));
        settings.put("wirerace.business.rmi-ssl-port", String.valueOf(rmiSsl));
        settings.put("wirerace.business.echo-port", String.valueOf(echo));
        settings.put("wirerace.business.echo-tls-port", String.valueOf(echoTls));
        settings.put("wirerace.business.bare-port", String.valueOf(bare));
        return settings;
    }

    /** {@link #clientSettings} as {@code -D} options. */
    public List<String> clientOptions(String host) {
        return asOptions(clientSettings(host));
    }

    public static List<String> asOptions(Map<String, String> settings) {
        return settings.entrySet().stream().map(e -> "-D" + e.getKey() + "=" + e.getValue()).toList();
    }
}
