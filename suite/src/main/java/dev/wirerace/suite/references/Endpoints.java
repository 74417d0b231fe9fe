package dev.wirerace.suite.references;

/**
 * Where the outside load generators find the business-service: its host and the ports they load (the
 * framework's HTTP and HTTPS, the bare server's).
 */
public record Endpoints(String host, int httpPort, int httpsPort, int barePort) {

    public String httpBase() {
        return "http://" + host + ":" + httpPort;
    }

    public String bareBase() {
        return "http://" + host + ":" + barePort;
    }

    /** HTTPS by name, not by address: the certificate names localhost and 127.0.0.1 alike. */
    public String httpsBase() {
        return "https://" + host + ":" + httpsPort;
    }
}
