package dev.wirerace.model.wire;

/**
 * Every port the two services listen on when nobody picks another: the one place these numbers are written in
 * Java. Files that must spell them out too (both services' properties, the Dockerfiles, the k6 scripts) are held
 * to them by the launcher's ShippedPortsTest, the Kubernetes manifests by ManifestCheck. They are strings because {@code @WithDefault} takes only compile-time constants; {@link BusinessPort} pairs
 * each business port with the settings that carry it.
 */
public final class StandardPorts {

    public static final String HTTP = "8080";
    public static final String HTTPS = "8443";
    public static final String RMI = "1099";
    public static final String RMI_SSL = "2099";
    public static final String ECHO = "7070";
    public static final String ECHO_TLS = "7443";
    public static final String BARE = "8090";
    /** The presentation-service: the page and its API. */
    public static final String PAGE = "8081";

    private StandardPorts() {
    }

    public static int page() {
        return Integer.parseInt(PAGE);
    }
}
