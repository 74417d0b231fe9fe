package dev.wirerace.tiers.ports;

import dev.wirerace.model.wire.BusinessPort;
import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * One business-service's listening ports, one per {@link BusinessPort}, and the options that carry them to
 * either service.
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

    /** The standard ports: what {@code ./wirerace serve}, dev mode and the cluster use. */
    public static final BusinessPorts STANDARD = of(BusinessPort::standard);

    /** Each port as {@code port} gives it, asked in the list's order. */
    public static BusinessPorts of(ToIntFunction<BusinessPort> port) {
        int[] p = Arrays.stream(BusinessPort.values()).mapToInt(port).toArray();
        return new BusinessPorts(p[0], p[1], p[2], p[3], p[4], p[5], p[6]);
    }

    public static BusinessPorts free(FreePorts ports) throws IOException {
        int[] p = new int[BusinessPort.values().length];
        for (int i = 0; i < p.length; i++) {
            p[i] = ports.next();
        }
        return of(port -> p[port.ordinal()]);
    }

    public int of(BusinessPort port) {
        return switch (port) {
            case HTTP -> http;
            case HTTPS -> https;
            case RMI -> rmi;
            case RMI_SSL -> rmiSsl;
            case ECHO -> echo;
            case ECHO_TLS -> echoTls;
            case BARE -> bare;
        };
    }

    /** Every port, in the list's order. */
    public List<Integer> all() {
        return Arrays.stream(BusinessPort.values()).map(this::of).toList();
    }

    /** The business-service's {@code -D} options that make it listen on these ports. */
    public List<String> serviceOptions() {
        return Arrays.stream(BusinessPort.values()).map(port -> "-D" + port.serviceSetting() + "=" + of(port)).toList();
    }

    /** The presentation-service's settings that point it at these ports on {@code host}. */
    public Map<String, String> clientSettings(String host) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put(BusinessPort.CLIENT_PREFIX + "host", host);
        for (BusinessPort port : BusinessPort.values()) {
            settings.put(port.clientSetting(), String.valueOf(of(port)));
        }
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
