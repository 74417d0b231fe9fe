package dev.wirerace.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.wire.BusinessPort;
import dev.wirerace.model.wire.StandardPorts;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The ports written outside Java (both services' properties, the Dockerfiles, the k6 scripts) are the ones
 * StandardPorts and BusinessPort name: a port moved there and not here fails the build, not a deployment.
 * (The Kubernetes manifests are checked by ManifestCheck.)
 */
class ShippedPortsTest {

    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern EXPOSE = Pattern.compile("(?m)^EXPOSE (.+)$");
    private static final Pattern DEFAULT_OF_SETTING = Pattern.compile("\\$\\{(wirerace\\.business\\.[\\w-]+):(\\d+)}");
    private static final Pattern HOST_AND_PORT = Pattern.compile("(?:127\\.0\\.0\\.1|localhost):(\\d+)");

    @Test
    void theBusinessServicesPropertiesListenOnTheStandardPorts() throws IOException {
        Properties business = properties("business-service");
        assertEquals(StandardPorts.HTTP, business.getProperty("quarkus.http.port"));
        assertEquals(StandardPorts.HTTPS, business.getProperty("quarkus.http.ssl-port"));
        for (BusinessPort port : BusinessPort.values()) {
            String named = business.getProperty("quarkus.kubernetes.ports." + kubernetesName(port) + ".container-port");
            if (named != null) {
                assertEquals(String.valueOf(port.standard()), named, port.name());
            }
        }
        assertEquals(StandardPorts.PAGE, properties("presentation-service").getProperty("quarkus.http.port"));
    }

    @Test
    void thePresentationServicesDefaultsPointAtTheStandardPorts() throws IOException {
        Map<String, Integer> standardBySetting = Arrays.stream(BusinessPort.values())
                .collect(Collectors.toMap(BusinessPort::clientSetting, BusinessPort::standard));
        String text = Files.readString(REPO.resolve("presentation-service/src/main/resources/application.properties"));
        Matcher defaults = DEFAULT_OF_SETTING.matcher(text);
        int seen = 0;
        while (defaults.find()) {
            assertTrue(standardBySetting.containsKey(defaults.group(1)), "an unknown setting " + defaults.group(1));
            assertEquals(standardBySetting.get(defaults.group(1)), Integer.parseInt(defaults.group(2)), defaults.group());
            seen++;
        }
        assertTrue(seen >= 3, "the properties' port defaults were found: " + seen);
    }

    @Test
    void theDockerfilesExposeEveryPortTheServicesListenOn() throws IOException {
        Set<Integer> business = new TreeSet<>();
        Arrays.stream(BusinessPort.values()).map(BusinessPort::standard).forEach(business::add);
        // RMI's objects: fixed in a container so that a Service can name them (the manifests' own env vars)
        Properties properties = properties("business-service");
        business.add(Integer.parseInt(properties.getProperty("quarkus.kubernetes.env.vars.wirerace-rmi-object-port")));
        business.add(Integer.parseInt(properties.getProperty("quarkus.kubernetes.env.vars.wirerace-rmi-ssl-object-port")));
        for (String kind : List.of("jvm", "native")) {
            assertEquals(business, exposed("business-service", kind), "business-service Dockerfile." + kind);
            assertEquals(Set.of(StandardPorts.page()), exposed("presentation-service", kind),
                    "presentation-service Dockerfile." + kind);
        }
    }

    @Test
    void theK6ScriptsDefaultToTheStandardPorts() throws IOException {
        Set<Integer> standard = Arrays.stream(BusinessPort.values()).map(BusinessPort::standard)
                .collect(Collectors.toCollection(TreeSet::new));
        standard.add(StandardPorts.page());
        List<Path> scripts;
        try (Stream<Path> files = Files.list(REPO.resolve("k6"))) {
            scripts = files.filter(f -> f.toString().endsWith(".js")).sorted().toList();
        }
        assertFalse(scripts.isEmpty());
        for (Path script : scripts) {
            Matcher ports = HOST_AND_PORT.matcher(Files.readString(script));
            while (ports.find()) {
                assertTrue(standard.contains(Integer.parseInt(ports.group(1))),
                        script.getFileName() + " names " + ports.group() + ", not a port either service listens on");
            }
        }
    }

    private static Set<Integer> exposed(String service, String kind) throws IOException {
        Matcher expose = EXPOSE.matcher(Files.readString(REPO.resolve(service + "/src/main/docker/Dockerfile." + kind)));
        assertTrue(expose.find(), service + " Dockerfile." + kind + " has no EXPOSE");
        return Arrays.stream(expose.group(1).trim().split("\\s+")).map(Integer::valueOf)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Properties properties(String service) throws IOException {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(REPO.resolve(service + "/src/main/resources/application.properties"))) {
            properties.load(in);
        }
        return properties;
    }

    /** The name a port has in the Kubernetes Service: https, bare, rmi, rmi-ssl, floor-tcp, floor-tls. */
    private static String kubernetesName(BusinessPort port) {
        return switch (port) {
            case HTTP -> "http";
            case HTTPS -> "https";
            case RMI -> "rmi";
            case RMI_SSL -> "rmi-ssl";
            case ECHO -> "floor-tcp";
            case ECHO_TLS -> "floor-tls";
            case BARE -> "bare";
        };
    }
}
