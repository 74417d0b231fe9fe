package dev.wirerace.launcher.cluster;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirerace.launcher.workspace.SerializedBodies;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.model.wire.StandardPorts;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.tiers.k6.K6Target;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.process.ChildProcess;
import dev.wirerace.tls.TlsMaterial;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Assembles deploy/k8s/generated from what the build made and k6/: both services' manifests as
 * quarkus-kubernetes wrote them (target/kubernetes), the TLS Secret naming the business Service, the k6
 * scripts as k6 archives (a script with its imports, the .proto and the serialized bodies) in one ConfigMap,
 * a k6 operator TestRun per line of k6/targets.txt, and a kustomization of the parts to deploy.
 */
final class ClusterManifests {

    static final String BUSINESS = "wirerace-business";
    static final String PRESENTATION = "wirerace-presentation";
    static final String BROKER = "wirerace-broker";
    /** Apache's own Artemis image, the version the broker module embeds. */
    static final String BROKER_IMAGE = "apache/activemq-artemis:2.44.0";
    static final String TLS_SECRET = "wirerace-tls";
    static final String K6_CONFIG_MAP = "wirerace-k6";
    /** Where a k6 runner finds the certificate it trusts (SSL_CERT_FILE), from the TLS Secret. */
    static final String RUNNER_TLS = "/tls";
    /** A ConfigMap holds at most 1 MiB. */
    private static final int CONFIG_MAP_LIMIT = 1024 * 1024;

    private final Workspace workspace;
    private final String namespace;
    private final int parallelism;

    ClusterManifests(Workspace workspace, String namespace, int parallelism) {
        this.workspace = workspace;
        this.namespace = namespace;
        this.parallelism = parallelism;
    }

    void writeTo(Path out) throws IOException, InterruptedException {
        Files.createDirectories(out.resolve("k6"));
        for (String service : List.of("business-service", "presentation-service")) {
            Path generated = workspace.root().resolve(service).resolve("target/kubernetes/kubernetes.yml");
            if (!Files.isRegularFile(generated)) {
                throw new IOException(generated + " is missing: build first (./wirerace build, or ./mvnw package)");
            }
            Files.copy(generated, out.resolve(service + ".yml"), StandardCopyOption.REPLACE_EXISTING);
        }
        Manifests.write(out.resolve("tls-secret.yml"), List.of(tlsSecret(out.resolve("tls"))));
        Manifests.write(out.resolve("broker.yml"), List.of(brokerDeployment(), brokerService()));
        Path bodies = out.resolve("k6/serialized-bodies").toAbsolutePath();
        Map<String, Path> archives = archiveScripts(out.resolve("k6"), bodies);
        Manifests.write(out.resolve("k6-scripts.yml"), List.of(scriptsConfigMap(archives)));
        for (K6Target target : targets(bodies)) {
            Manifests.write(out.resolve("k6/testrun-" + target.name() + ".yml"), List.of(testRun(target)));
        }
        ObjectNode kustomization = Manifests.object();
        kustomization.put("apiVersion", "kustomize.config.k8s.io/v1beta1").put("kind", "Kustomization")
                .put("namespace", namespace);
        kustomization.putArray("resources").add("tls-secret.yml").add("k6-scripts.yml").add("broker.yml")
                .add("business-service.yml").add("presentation-service.yml");
        Manifests.write(out.resolve("kustomization.yaml"), List.of(kustomization));
    }

    /**
     * The broker wires' broker: Apache's Artemis image, anonymous logins (the cluster's network is the boundary, as
     * loopback is here), its journal in the pod, on a node of its own or beside the business tier as the scheduler
     * likes. It serves no usage endpoint, so a cluster's rows leave the ledger's broker column empty.
     */
    private static ObjectNode brokerDeployment() {
        ObjectNode deployment = Manifests.object();
        deployment.put("apiVersion", "apps/v1").put("kind", "Deployment");
        deployment.putObject("metadata").put("name", BROKER).putObject("labels").put("app.kubernetes.io/name", BROKER)
                .put("app.kubernetes.io/part-of", "wirerace");
        ObjectNode spec = deployment.putObject("spec");
        spec.put("replicas", 1);
        spec.putObject("selector").putObject("matchLabels").put("app.kubernetes.io/name", BROKER);
        ObjectNode template = spec.putObject("template");
        template.putObject("metadata").putObject("labels").put("app.kubernetes.io/name", BROKER)
                .put("app.kubernetes.io/part-of", "wirerace");
        ObjectNode container = template.putObject("spec").putArray("containers").addObject();
        container.put("name", BROKER).put("image", BROKER_IMAGE);
        container.putArray("env").addObject().put("name", "ANONYMOUS_LOGIN").put("value", "true");
        container.putArray("ports").addObject().put("name", "core").put("containerPort", Integer.parseInt(BrokerQueues.PORT));
        container.putObject("readinessProbe").putObject("tcpSocket").put("port", Integer.parseInt(BrokerQueues.PORT));
        ObjectNode resources = container.putObject("resources");
        resources.putObject("requests").put("cpu", "1").put("memory", "512Mi");
        resources.putObject("limits").put("memory", "1Gi");
        return deployment;
    }

    private static ObjectNode brokerService() {
        ObjectNode service = Manifests.object();
        service.put("apiVersion", "v1").put("kind", "Service");
        service.putObject("metadata").put("name", BROKER).putObject("labels").put("app.kubernetes.io/part-of", "wirerace");
        ObjectNode spec = service.putObject("spec");
        spec.putObject("selector").put("app.kubernetes.io/name", BROKER);
        spec.putArray("ports").addObject().put("name", "core").put("port", Integer.parseInt(BrokerQueues.PORT))
                .put("targetPort", Integer.parseInt(BrokerQueues.PORT));
        return service;
    }

    /** The names the business Service is reached by, which the certificate must carry (Go and JDK 25 check). */
    List<String> businessNames() {
        return List.of(BUSINESS, BUSINESS + "." + namespace + ".svc", BUSINESS + "." + namespace + ".svc.cluster.local");
    }

    /** The material, made once into {@code dir} naming the Service, as the Secret both tiers mount. */
    private ObjectNode tlsSecret(Path dir) throws IOException {
        TlsMaterial.ensureGenerated(dir, new LinkedHashSet<>(businessNames()));
        ObjectNode secret = Manifests.object();
        secret.put("apiVersion", "v1").put("kind", "Secret").put("type", "Opaque");
        secret.putObject("metadata").put("name", TLS_SECRET).putObject("labels").put("app.kubernetes.io/part-of", "wirerace");
        ObjectNode data = secret.putObject("data");
        for (String file : List.of(TlsMaterial.KEYSTORE, TlsMaterial.TRUSTSTORE, TlsMaterial.CERTIFICATE_PEM)) {
            data.put(file, Base64.getEncoder().encodeToString(Files.readAllBytes(dir.resolve(file))));
        }
        return secret;
    }

    /** {@code k6 archive} per script of k6/targets.txt: one file with the script's imports and the files it opens. */
    private Map<String, Path> archiveScripts(Path dir, Path bodies) throws IOException, InterruptedException {
        Files.createDirectories(bodies);
        SerializedBodies.write(workspace, bodies);
        Map<String, Path> archives = new LinkedHashMap<>();
        for (K6Target target : targets(bodies)) {
            String archive = archiveName(target.script());
            if (archives.containsKey(archive)) {
                continue;
            }
            Path file = dir.resolve(archive);
            List<String> command = new ArrayList<>(List.of(workspace.tool("k6").toString(), "archive", "-O",
                    file.toString()));
            // what the scripts read when loaded: the bodies' folder (serialized.js), the wires (presentation.js)
            target.environment().forEach((key, value) -> command.addAll(List.of("-e", key + "=" + value)));
            command.add(workspace.k6Scripts().resolve(target.script()).toString());
            int exit = ChildProcess.of("k6 archive " + target.script(), command).directory(workspace.k6Scripts())
                    .environment("K6_NO_USAGE_REPORT", "true").start().awaitExit(Duration.ofMinutes(2));
            if (exit != 0) {
                throw new IOException("k6 archive " + target.script() + " failed (exit " + exit + ")");
            }
            archives.put(archive, file);
        }
        return archives;
    }

    static String archiveName(String script) {
        return script.replaceFirst("\\.js$", "") + ".tar";
    }

    private ObjectNode scriptsConfigMap(Map<String, Path> archives) throws IOException {
        ObjectNode map = Manifests.object();
        map.put("apiVersion", "v1").put("kind", "ConfigMap");
        map.putObject("metadata").put("name", K6_CONFIG_MAP).putObject("labels").put("app.kubernetes.io/part-of", "wirerace");
        ObjectNode data = map.putObject("binaryData");
        long size = 0;
        for (var archive : archives.entrySet()) {
            byte[] bytes = Files.readAllBytes(archive.getValue());
            size += bytes.length * 4L / 3;
            data.put(archive.getKey(), Base64.getEncoder().encodeToString(bytes));
        }
        if (size > CONFIG_MAP_LIMIT) {
            throw new IOException("the k6 archives take " + size + " bytes, more than a ConfigMap holds (1 MiB)");
        }
        return map;
    }

    /** k6/targets.txt with the cluster's names and ports; {@code bodies} is the folder the archive carries. */
    private List<K6Target> targets(Path bodies) throws IOException {
        BusinessPorts ports = BusinessPorts.STANDARD;
        Map<String, String> known = new LinkedHashMap<>();
        known.put("host", BUSINESS);
        known.put("tls-host", BUSINESS);
        known.put("http", String.valueOf(ports.http()));
        known.put("https", String.valueOf(ports.https()));
        known.put("presentation", StandardPorts.PAGE);
        known.put("wires", Wire.idsCarrying(Operation.ACCOUNTS)); // the cluster's k6 runs ask for the account list
        known.put("bodies", bodies.toString());
        List<K6Target> targets = new ArrayList<>();
        for (K6Target target : K6Target.read(workspace.k6Scripts().resolve("targets.txt"), known)) {
            Map<String, String> environment = new LinkedHashMap<>(target.environment());
            environment.computeIfPresent("PRESENTATION_URL", (key, url) -> url.replace("127.0.0.1", PRESENTATION));
            targets.add(new K6Target(target.name(), target.script(), environment));
        }
        return targets;
    }

    /** One TestRun: the archive from the ConfigMap, the target's environment, on nodes apart from the business tier. */
    private ObjectNode testRun(K6Target target) {
        ObjectNode run = Manifests.object();
        run.put("apiVersion", "k6.io/v1alpha1").put("kind", "TestRun");
        run.putObject("metadata").put("name", "wirerace-k6-" + target.name()).putObject("labels")
                .put("app.kubernetes.io/part-of", "wirerace");
        ObjectNode spec = run.putObject("spec");
        spec.put("parallelism", parallelism);
        spec.putObject("script").putObject("configMap").put("name", K6_CONFIG_MAP)
                .put("file", archiveName(target.script()));
        StringBuilder arguments = new StringBuilder("--tag testid=" + target.name());
        target.environment().forEach((key, value) -> {
            if (!key.equals("BODIES_DIR")) {
                arguments.append(" -e ").append(key).append('=').append(value);
            }
        });
        spec.put("arguments", arguments.toString());
        ObjectNode runner = spec.putObject("runner");
        ArrayNode env = runner.putArray("env");
        env.addObject().put("name", "SSL_CERT_FILE").put("value", RUNNER_TLS + "/" + TlsMaterial.CERTIFICATE_PEM);
        env.addObject().put("name", "K6_NO_USAGE_REPORT").put("value", "true");
        runner.putArray("volumes").addObject().put("name", "tls").putObject("secret").put("secretName", TLS_SECRET);
        runner.putArray("volumeMounts").addObject().put("name", "tls").put("mountPath", RUNNER_TLS).put("readOnly", true);
        runner.putObject("metadata").putObject("labels").put("app", "k6");
        runner.putObject("affinity").putObject("podAntiAffinity").putArray("requiredDuringSchedulingIgnoredDuringExecution")
                .addObject().put("topologyKey", "kubernetes.io/hostname").putObject("labelSelector")
                .putArray("matchExpressions").addObject().put("key", "app.kubernetes.io/name").put("operator", "In")
                .putArray("values").add(BUSINESS);
        return run;
    }
}
