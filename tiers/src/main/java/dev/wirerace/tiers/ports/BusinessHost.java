package dev.wirerace.tiers.ports;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the business-service listens and how clients on other hosts reach it: the address every port binds
 * to ({@code 0.0.0.0} for all), and the host RMI stubs advertise and the certificate names.
 *
 * @param bind the address every listening port binds to
 * @param advertise the host or address clients use: what RMI stubs carry and the TLS certificate names
 */
public record BusinessHost(String bind, String advertise) {

    /** Loopback only, as every run on one machine has it. */
    public static final BusinessHost LOOPBACK = new BusinessHost("127.0.0.1", "127.0.0.1");

    public BusinessHost {
        if (!bind.matches("[A-Za-z0-9.:-]+") || !advertise.matches("[A-Za-z0-9.:-]+")) {
            throw new IllegalArgumentException("not a host or address: " + bind + " / " + advertise);
        }
        if (isWildcard(advertise)) {
            throw new IllegalArgumentException(advertise + " cannot be advertised: name the host clients use");
        }
    }

    /** Bound to {@code bind}, advertising it too, unless it is a wildcard address, which clients cannot use. */
    public static BusinessHost of(String bind, String advertise) {
        return new BusinessHost(bind, advertise == null || advertise.isBlank() ? bind : advertise);
    }

    public boolean loopback() {
        return equals(LOOPBACK);
    }

    public static boolean isWildcard(String address) {
        return address.equals("0.0.0.0") || address.equals("::") || address.equals("[::]");
    }

    /** The business-service's {@code -D} options that bind every port and name the host. */
    public List<String> serviceOptions() {
        List<String> options = new ArrayList<>(List.of("-Dquarkus.http.host=" + bind, "-Dwirerace.rmi.host=" + bind,
                "-Dwirerace.echo.host=" + bind, "-Dwirerace.bare.host=" + bind));
        if (!loopback()) {
            options.add("-Dwirerace.rmi.advertised-host=" + advertise);
            // the certificate must name the host clients use: JDK 25's RMI/SSL and Go clients check it
            options.add("-Dwirerace.tls.names=" + advertise);
        }
        return options;
    }
}
