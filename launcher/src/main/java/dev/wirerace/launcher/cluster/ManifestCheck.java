package dev.wirerace.launcher.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.tiers.k6.K6Target;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.process.QuarkusReadiness;
import dev.wirerace.tls.TlsMaterial;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Checks deploy/k8s/generated offline, as no cluster is at hand: every file parses; the business Deployment
 * and Service name every port the business-service listens on (the standard ports and the RMI object ports
 * its environment fixes); probes are SmallRye Health's; listeners bind all interfaces, stubs and the
 * presentation tier name the business Service, which the certificate carries; both tiers keep apart; the
 * suite Job runs the presentation image; every TestRun's archive is in the ConfigMap and comes from a script
 * in k6/.
 */
final class ManifestCheck {

    private final List<String> problems = new ArrayList<>();
    private final Map<String, JsonNode> byKindAndName = new LinkedHashMap<>();

    /** What is wrong with the manifests in {@code dir}; empty when nothing is. */
    static List<String> problems(Path dir, Path k6Scripts) throws IOException {
        ManifestCheck check = new ManifestCheck();
        check.read(dir);
        check.business();
        check.presentation();
        check.broker();
        check.tls();
        check.k6(dir, k6Scripts);
        return check.problems;
    }

    private void read(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(file -> file.toString().endsWith(".yml") || file.toString().endsWith(".yaml")).sorted().toList();
        }
        for (Path file : files) {
            try {
                for (JsonNode document : Manifests.read(file)) {
                    byKindAndName.put(key(document.path("kind").asText(), document.path("metadata").path("name").asText()), document);
                }
            } catch (IOException e) {
                problems.add(dir.relativize(file) + " does not parse: " + e.getMessage());
            }
        }
    }

    private static String key(String kind, String name) {
        return kind + "/" + name;
    }

    private Optional<JsonNode> find(String kind, String name) {
        JsonNode found = byKindAndName.get(key(kind, name));
        if (found == null) {
            problems.add("no " + kind + " " + name);
        }
        return Optional.ofNullable(found);
    }

    private void business() {
        find("Deployment", ClusterManifests.BUSINESS).ifPresent(deployment -> {
            JsonNode container = deployment.path("spec").path("template").path("spec").path("containers").path(0);
            Map<String, String> env = env(container);
            Set<Integer> ports = new HashSet<>(BusinessPorts.STANDARD.all());
            for (String objectPort : List.of("WIRERACE_RMI_OBJECT_PORT", "WIRERACE_RMI_SSL_OBJECT_PORT")) {
                if (!env.containsKey(objectPort)) {
                    problems.add("the business container does not fix " + objectPort + ": RMI objects would take any port");
                } else {
                    ports.add(Integer.parseInt(env.get(objectPort)));
                }
            }
            Set<Integer> declared = new HashSet<>();
            container.path("ports").forEach(port -> declared.add(port.path("containerPort").asInt()));
            expectContains("the business container's ports", declared, ports);
            find("Service", ClusterManifests.BUSINESS).ifPresent(service -> {
                Set<Integer> served = new HashSet<>();
                service.path("spec").path("ports").forEach(port -> {
                    served.add(port.path("targetPort").asInt(port.path("port").asInt()));
                    if (port.path("name").asText().isEmpty()) {
                        problems.add("a port of Service " + ClusterManifests.BUSINESS + " has no name");
                    }
                });
                expectContains("Service " + ClusterManifests.BUSINESS + "'s ports", served, ports);
            });
            for (String bind : List.of("QUARKUS_HTTP_HOST", "WIRERACE_RMI_HOST", "WIRERACE_ECHO_HOST", "WIRERACE_BARE_HOST")) {
                expectEqual("business " + bind, "0.0.0.0", env.get(bind));
            }
            expectEqual("business WIRERACE_RMI_ADVERTISED_HOST", ClusterManifests.BUSINESS, env.get("WIRERACE_RMI_ADVERTISED_HOST"));
            probes("business", container);
            tlsMount("business", deployment, container, env);
            resources("business", container);
            keepsApart("business", deployment, ClusterManifests.PRESENTATION);
        });
    }

    private void presentation() {
        find("Deployment", ClusterManifests.PRESENTATION).ifPresent(deployment -> {
            JsonNode container = deployment.path("spec").path("template").path("spec").path("containers").path(0);
            Map<String, String> env = env(container);
            expectEqual("presentation WIRERACE_BUSINESS_HOST", ClusterManifests.BUSINESS, env.get("WIRERACE_BUSINESS_HOST"));
            expectEqual("presentation QUARKUS_HTTP_HOST", "0.0.0.0", env.get("QUARKUS_HTTP_HOST"));
            probes("presentation", container);
            tlsMount("presentation", deployment, container, env);
            resources("presentation", container);
            keepsApart("presentation", deployment, ClusterManifests.BUSINESS);
            find("Job", "wirerace-suite").ifPresent(job -> {
                JsonNode pod = job.path("spec").path("template").path("spec");
                JsonNode suite = pod.path("containers").path(0);
                expectEqual("the suite Job's image", container.path("image").asText(), suite.path("image").asText());
                expectEqual("the suite Job's first argument", "run", suite.path("args").path(0).asText());
                expectEqual("the suite Job's WIRERACE_BUSINESS_HOST", ClusterManifests.BUSINESS, env(suite).get("WIRERACE_BUSINESS_HOST"));
                JsonNode claim = pod.path("volumes").findValue("claimName");
                expectEqual("the suite Job's results volume", "wirerace-results", claim == null ? null : claim.asText());
                find("PersistentVolumeClaim", "wirerace-results");
                keepsApart("the suite Job", job, ClusterManifests.BUSINESS);
            });
        });
    }

    /** The broker wires' broker: its Service on the core port, and both services pointed at it. */
    private void broker() {
        String url = "tcp://" + ClusterManifests.BROKER + ":" + BrokerQueues.PORT;
        find("Deployment", ClusterManifests.BROKER).ifPresent(deployment -> expectEqual("the broker's image",
                ClusterManifests.BROKER_IMAGE, deployment.path("spec").path("template").path("spec").path("containers")
                        .path(0).path("image").asText()));
        find("Service", ClusterManifests.BROKER).ifPresent(service -> expectEqual("Service " + ClusterManifests.BROKER
                + "'s port", BrokerQueues.PORT, service.path("spec").path("ports").path(0).path("port").asText()));
        for (String tier : List.of(ClusterManifests.BUSINESS, ClusterManifests.PRESENTATION)) {
            find("Deployment", tier).ifPresent(deployment -> expectEqual(tier + " WIRERACE_BROKER_URL", url,
                    env(deployment.path("spec").path("template").path("spec").path("containers").path(0))
                            .get("WIRERACE_BROKER_URL")));
        }
        find("Job", "wirerace-suite").ifPresent(job -> expectEqual("the suite Job's WIRERACE_BROKER_URL", url,
                env(job.path("spec").path("template").path("spec").path("containers").path(0)).get("WIRERACE_BROKER_URL")));
    }

    private void probes(String tier, JsonNode container) {
        expectEqual(tier + " readiness probe", QuarkusReadiness.PATH, container.path("readinessProbe").path("httpGet").path("path").asText());
        expectEqual(tier + " liveness probe", "/q/health/live", container.path("livenessProbe").path("httpGet").path("path").asText());
    }

    private void tlsMount(String tier, JsonNode deployment, JsonNode container, Map<String, String> env) {
        String dir = env.get("WIRERACE_TLS_DIR");
        boolean mounted = false;
        for (JsonNode mount : container.path("volumeMounts")) {
            if (mount.path("mountPath").asText().equals(dir)) {
                for (JsonNode volume : deployment.path("spec").path("template").path("spec").path("volumes")) {
                    mounted |= volume.path("name").asText().equals(mount.path("name").asText())
                            && volume.path("secret").path("secretName").asText().equals(ClusterManifests.TLS_SECRET);
                }
            }
        }
        if (!mounted) {
            problems.add(tier + ": WIRERACE_TLS_DIR (" + dir + ") is not where Secret " + ClusterManifests.TLS_SECRET + " is mounted");
        }
    }

    private void resources(String tier, JsonNode container) {
        for (String kind : List.of("requests", "limits")) {
            if (container.path("resources").path(kind).path("cpu").isMissingNode()) {
                problems.add(tier + " has no CPU " + kind);
            }
        }
    }

    private void keepsApart(String what, JsonNode workload, String other) {
        JsonNode terms = workload.path("spec").path("template").path("spec").path("affinity").path("podAntiAffinity")
                .path("requiredDuringSchedulingIgnoredDuringExecution");
        if (!terms.toString().contains("\"" + other + "\"") || !terms.toString().contains("kubernetes.io/hostname")) {
            problems.add(what + " has no anti-affinity keeping it off " + other + "'s node");
        }
    }

    private void tls() {
        find("Secret", ClusterManifests.TLS_SECRET).ifPresent(secret -> {
            JsonNode data = secret.path("data");
            for (String file : List.of(TlsMaterial.KEYSTORE, TlsMaterial.TRUSTSTORE, TlsMaterial.CERTIFICATE_PEM)) {
                if (!data.hasNonNull(file)) {
                    problems.add("Secret " + ClusterManifests.TLS_SECRET + " has no " + file);
                }
            }
            if (data.hasNonNull(TlsMaterial.CERTIFICATE_PEM)) {
                try {
                    Set<String> names = TlsMaterial.namesIn(new ByteArrayInputStream(
                            Base64.getDecoder().decode(data.path(TlsMaterial.CERTIFICATE_PEM).asText())));
                    if (!names.contains(ClusterManifests.BUSINESS)) {
                        problems.add("the certificate does not name " + ClusterManifests.BUSINESS + ": " + names);
                    }
                } catch (GeneralSecurityException | IllegalArgumentException e) {
                    problems.add("the certificate does not read: " + e.getMessage());
                }
            }
        });
    }

    private void k6(Path dir, Path k6Scripts) throws IOException {
        Set<String> archives = new HashSet<>();
        find("ConfigMap", ClusterManifests.K6_CONFIG_MAP).ifPresent(map -> map.path("binaryData").fieldNames().forEachRemaining(archives::add));
        Set<String> targets = new HashSet<>(K6Target.names(k6Scripts.resolve("targets.txt")));
        Set<String> withRun = new HashSet<>();
        byKindAndName.values().stream().filter(document -> document.path("kind").asText().equals("TestRun")).forEach(run -> {
            String name = run.path("metadata").path("name").asText();
            JsonNode script = run.path("spec").path("script").path("configMap");
            String file = script.path("file").asText();
            if (!script.path("name").asText().equals(ClusterManifests.K6_CONFIG_MAP) || !archives.contains(file)) {
                problems.add("TestRun " + name + ": " + file + " is not in ConfigMap " + ClusterManifests.K6_CONFIG_MAP);
            }
            if (!Files.isRegularFile(k6Scripts.resolve(file.replaceFirst("\\.tar$", ".js")))) {
                problems.add("TestRun " + name + ": no k6 script " + file.replaceFirst("\\.tar$", ".js") + " in k6/");
            }
            if (run.path("spec").path("parallelism").asInt() < 1) {
                problems.add("TestRun " + name + " has no parallelism");
            }
            withRun.add(name.replaceFirst("^wirerace-k6-", ""));
        });
        targets.removeAll(withRun);
        if (!targets.isEmpty()) {
            problems.add("k6/targets.txt lines without a TestRun: " + targets);
        }
    }

    private static Map<String, String> env(JsonNode container) {
        Map<String, String> env = new LinkedHashMap<>();
        container.path("env").forEach(variable -> env.put(variable.path("name").asText(), variable.path("value").asText()));
        return env;
    }

    private void expectEqual(String what, String expected, String actual) {
        if (!expected.equals(actual)) {
            problems.add(what + " is " + actual + ", expected " + expected);
        }
    }

    private void expectContains(String what, Set<Integer> actual, Set<Integer> expected) {
        Set<Integer> missing = new HashSet<>(expected);
        missing.removeAll(actual);
        if (!missing.isEmpty()) {
            problems.add(what + " lack " + missing.stream().sorted().toList());
        }
    }
}
