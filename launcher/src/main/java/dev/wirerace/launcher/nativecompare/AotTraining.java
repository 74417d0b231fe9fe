package dev.wirerace.launcher.nativecompare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * Both services' AOT caches, trained the JDK 25 way (JEP 514, one step): each service's AOT build (its classes
 * on the JDK's class path, where the cache can hold them linked) started with {@code -XX:AOTCacheOutput}, a
 * suite run through the presentation-service's API against the business-service (by default the smoke suite,
 * which calls every wire, client and operation briefly), then both stopped. Each JVM writes its cache as it
 * exits: the classes it loaded and linked (JEP 483) and the method profiles it gathered (JEP 515). Trained again
 * when a cache is missing, older than its service's AOT build or trained on another suite; what the training took
 * is kept beside the caches.
 */
final class AotTraining {

    /** A JVM writing its cache as it exits runs a second JVM to assemble it: more than a shutdown's grace. */
    private static final Duration WRITING_BOUND = Duration.ofMinutes(3);

    private final NativeCompareConfig config;
    private final ServiceCommands commands;
    private final HttpClient http;
    private final ObjectMapper json;

    AotTraining(NativeCompareConfig config, ServiceCommands commands, HttpClient http, ObjectMapper json) {
        this.config = config;
        this.commands = commands;
        this.http = http;
        this.json = json;
    }

    /** True when either service's cache is missing or older than its AOT build, or was trained on another suite. */
    static boolean stale(NativeCompareConfig config, String suite, ObjectMapper json) throws IOException {
        return cachesOutOfDate(config) || !suite.equals(Facts.read(config, json).suite());
    }

    private static boolean cachesOutOfDate(NativeCompareConfig config) throws IOException {
        for (Service service : Service.values()) {
            NativeCompareConfig.Tier tier = service.tier(config);
            if (!Files.isRegularFile(tier.aotCache())
                    || Files.getLastModifiedTime(tier.aotCache()).compareTo(Files.getLastModifiedTime(tier.aotJar())) < 0) {
                return true;
            }
        }
        return false;
    }

    /** What the last training took and which suite it ran, kept beside the caches; nulls when never written. */
    private record Facts(Double seconds, String suite) {

        static Facts read(NativeCompareConfig config, ObjectMapper json) throws IOException {
            Path file = file(config);
            if (!Files.isRegularFile(file)) {
                return new Facts(null, null);
            }
            JsonNode node = json.readTree(file.toFile());
            return new Facts(node.path("seconds").isNumber() ? node.get("seconds").asDouble() : null,
                    node.path("suite").asText(null));
        }

        void write(NativeCompareConfig config, ObjectMapper json) throws IOException {
            Files.writeString(file(config), json.writeValueAsString(Map.of("seconds", seconds, "suite", suite)));
        }

        private static Path file(NativeCompareConfig config) {
            return config.business().aotCache().resolveSibling("training.json");
        }
    }

    /** The caches, trained now if stale; each service's training seconds, cache file and size. */
    Map<Service, NativeBuilds.Build> ensure(String suite, Path work) throws IOException, InterruptedException {
        Facts facts = Facts.read(config, json);
        if (cachesOutOfDate(config) || !suite.equals(facts.suite())) {
            facts = new Facts(train(suite, work), suite);
            facts.write(config, json);
        }
        return Map.of(Service.BUSINESS, build(Service.BUSINESS, facts.seconds()), Service.PRESENTATION,
                build(Service.PRESENTATION, facts.seconds()));
    }

    private NativeBuilds.Build build(Service service, Double seconds) throws IOException {
        Path cache = service.tier(config).aotCache();
        return new NativeBuilds.Build(seconds, cache.toString(), Files.size(cache));
    }

    /** One training run of both services; returns its wall time in seconds, cache writing included. */
    private double train(String suite, Path work) throws IOException, InterruptedException {
        long started = System.nanoTime();
        for (Service service : Service.values()) {
            Files.createDirectories(service.tier(config).aotCache().getParent());
            Files.deleteIfExists(service.tier(config).aotCache());
        }
        System.err.printf("wirerace: training both services' AOT caches on the %s suite%n", suite);
        BusinessPorts ports = commands.businessPorts();
        int port = commands.freePort();
        ServiceCommands training = commands.training();
        ChildProcess business = commands.start(Service.BUSINESS, training.business(Mode.AOT, ports),
                work.resolve("business-service-aot-training.log"));
        try {
            Service.BUSINESS.awaitFirstAnswer(business, ports.http());
            ChildProcess presentation = commands.start(Service.PRESENTATION,
                    training.presentation(Mode.AOT, port, ports, work.resolve("aot-training-results"), "none"),
                    work.resolve("presentation-service-aot-training.log"));
            try {
                Service.PRESENTATION.awaitFirstAnswer(presentation, port);
                new SuiteThroughApi(http, json).run("http://127.0.0.1:" + port, suite, presentation);
            } finally {
                presentation.close(WRITING_BOUND);
            }
        } finally {
            business.close(WRITING_BOUND);
        }
        for (Service service : Service.values()) {
            if (!Files.isRegularFile(service.tier(config).aotCache())) {
                throw new IOException("the " + service.id() + " wrote no AOT cache at "
                        + service.tier(config).aotCache() + "; see its training log in " + work);
            }
        }
        return (System.nanoTime() - started) / 1e9;
    }
}
