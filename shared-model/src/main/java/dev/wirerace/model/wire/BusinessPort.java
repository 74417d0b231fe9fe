package dev.wirerace.model.wire;

/**
 * The business-service's listening ports, each with its standard number, the business-service's setting that
 * moves it and the presentation-service's setting that points its clients at it. Whatever needs every port
 * (the launcher's free ports, the proxy's routes, the manifests' checks) iterates this list.
 */
public enum BusinessPort {

    HTTP(StandardPorts.HTTP, "quarkus.http.port", "http-port",
            "REST, SOAP, serialized objects, plain gRPC (h2c), and the admin endpoints"),
    HTTPS(StandardPorts.HTTPS, "quarkus.http.ssl-port", "https-port", "HTTPS (HTTP/1.1 and HTTP/2) and gRPC over TLS"),
    RMI(StandardPorts.RMI, "wirerace.rmi.registry-port", "rmi-port", "the RMI registry"),
    RMI_SSL(StandardPorts.RMI_SSL, "wirerace.rmi.ssl-registry-port", "rmi-ssl-port", "the RMI/SSL registry"),
    ECHO(StandardPorts.ECHO, "wirerace.echo.port", "echo-port", "the floor's plain ping-pong"),
    ECHO_TLS(StandardPorts.ECHO_TLS, "wirerace.echo.tls-port", "echo-tls-port", "the floor's TLS ping-pong"),
    BARE(StandardPorts.BARE, "wirerace.bare.port", "bare-port",
            "REST's JSON and gRPC on a bare Vert.x server, without the framework's layer");

    /** The prefix of the presentation-service's settings ({@code wirerace.business.http-port} ...). */
    public static final String CLIENT_PREFIX = "wirerace.business.";

    private final int standard;
    private final String serviceSetting;
    private final String clientSetting;
    private final String carries;

    BusinessPort(String standard, String serviceSetting, String clientKey, String carries) {
        this.standard = Integer.parseInt(standard);
        this.serviceSetting = serviceSetting;
        this.clientSetting = CLIENT_PREFIX + clientKey;
        this.carries = carries;
    }

    public int standard() {
        return standard;
    }

    /** The business-service's setting: {@code quarkus.http.port}, {@code wirerace.rmi.registry-port} ... */
    public String serviceSetting() {
        return serviceSetting;
    }

    /** The presentation-service's setting: {@code wirerace.business.http-port} ... */
    public String clientSetting() {
        return clientSetting;
    }

    /** What the port carries, in words. */
    public String carries() {
        return carries;
    }
}
