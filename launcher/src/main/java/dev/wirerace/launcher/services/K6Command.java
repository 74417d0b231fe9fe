package dev.wirerace.launcher.services;

import dev.wirerace.launcher.hosts.PlacementOptions;
import dev.wirerace.launcher.hosts.TwoHosts;
import dev.wirerace.launcher.payload.PayloadOptions;
import dev.wirerace.launcher.workspace.DurationOption;
import dev.wirerace.launcher.workspace.Pinning;
import dev.wirerace.launcher.workspace.RemoteBusiness;
import dev.wirerace.launcher.workspace.SerializedBodies;
import dev.wirerace.launcher.workspace.Tiers;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.StandardPorts;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.tiers.BusinessTier;
import dev.wirerace.tiers.k6.K6Target;
import dev.wirerace.tiers.link.FaultPlan;
import dev.wirerace.tiers.link.NetworkProfile;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Every run of k6/targets.txt in turn against both services (on free ports, or those of ./wirerace serve),
 * then one table and results/&lt;runId&gt;/ (k6/README.md). Stage lengths come from WARMUP, DURATION and RAMP.
 */
@Command(name = "k6", sortOptions = false,
        description = "Every k6 script in turn against both services; a table and results/<runId>/ (k6/README.md).")
public final class K6Command implements Callable<Integer> {

    /** A k6 run that hangs past this is stopped; the longest stages add up to a few minutes. */
    private static final Duration LONGEST_RUN = Duration.ofMinutes(30);

    /** The one run of k6/targets.txt that loads the payload: the presentation tier's /call over every wire. */
    private static final String PAYLOAD_TARGET = "presentation";

    @Spec
    CommandSpec spec;

    @Option(names = "--smoke", description = "A few checked calls per script (part of ./wirerace test).")
    boolean smoke;

    @Option(names = "--running", description = "Against services already running on the standard ports (./wirerace serve).")
    boolean running;

    @picocli.CommandLine.Mixin
    PlacementOptions placement;

    @Option(names = "--op", paramLabel = "addOne|concat|accounts|fetch|store", description = "The operation (default: ${DEFAULT-VALUE}, study 5's call); fetch and store load the payload through the presentation tier's /call only, which checks each reply whole.")
    String operation = Operation.ACCOUNTS.id();

    @Option(names = "--payload", paramLabel = "FILE", description = "With --op fetch or store: both services built with this payload first (see ./wirerace payload FILE); default: the payload they were built with.")
    Optional<Path> payload = Optional.empty();

    @Override
    public Integer call() throws Exception {
        Operation asked;
        try {
            asked = Operation.byId(operation);
        } catch (IllegalArgumentException unknown) {
            throw new ParameterException(spec.commandLine(), "--op: " + unknown.getMessage());
        }
        if (payload.isPresent()) {
            if (!asked.carriesPayload()) {
                throw new ParameterException(spec.commandLine(), "--payload: with --op fetch or store");
            }
            if (running) {
                throw new ParameterException(spec.commandLine(), "--payload and --running: the running services carry"
                        + " the payload they were built with");
            }
            PayloadOptions.ensureBuilt(spec.commandLine(), payload.get(), Optional.empty());
        }
        placement.validate(NetworkProfile.LOOPBACK, FaultPlan.NONE);
        if (running && !placement.local()) {
            throw new ParameterException(spec.commandLine(), "--running and --business / --hosts: one or the other");
        }
        Workspace workspace = Workspace.current();
        if (placement.business.isPresent()) {
            RemoteBusiness.check(placement.business.get());
        }
        workspace.install("k6");
        if (placement.hosts.present()) {
            return onTwoHosts(workspace);
        }
        try (Tiers tiers = new Tiers(workspace, Pinning.NONE)) {
            BusinessPorts ports = BusinessPorts.STANDARD;
            Map<String, String> host = K6Target.loopbackHost();
            int presentation = StandardPorts.page();
            if (!running) {
                Map<String, String> settings = new LinkedHashMap<>();
                if (placement.business.isPresent()) {
                    String business = placement.business.get();
                    settings.putAll(ports.clientSettings(business));
                    // the certificate names the advertised host (./wirerace business --advertise)
                    host = Map.of("host", business, "tls-host", business);
                } else {
                    BusinessTier tier = tiers.business(Optional.empty());
                    ports = tier.ports();
                    settings.putAll(tier.presentationSettings());
                }
                presentation = tiers.freePorts().next();
                settings.put("wirerace.results.dir", workspace.results().toString());
                tiers.servePresentation(List.of(), presentation, settings);
            }
            return runAll(workspace, List.of(), host, ports, presentation);
        }
    }

    /** Both services and k6 on two hosts made of network namespaces; k6 on the presentation side's. */
    private int onTwoHosts(Workspace workspace) throws Exception {
        try (TwoHosts hosts = TwoHosts.create(placement.hosts.linkRate, placement.hosts.mtu);
                Tiers tiers = new Tiers(workspace, Pinning.NONE)) {
            BusinessTier tier = tiers.business(hosts.businessHost(), hosts.businessPrefix(), Optional.empty(), List.of());
            int presentation = tiers.freePorts().next();
            Map<String, String> settings = new LinkedHashMap<>(tier.presentationSettings());
            settings.put("wirerace.results.dir", workspace.results().toString());
            settings.put("wirerace.path", hosts.description());
            tiers.servePresentation(hosts.presentationPrefix(), presentation, settings);
            String address = hosts.businessHost().advertise();
            return runAll(workspace, hosts.presentationPrefix(), Map.of("host", address, "tls-host", address),
                    tier.ports(), presentation);
        }
    }

    /**
     * @param prefix what runs k6 on the presentation side's host ({@code ip netns exec NS}), or nothing
     * @param host how k6 reaches the business-service: {@code host} and {@code tls-host} of k6/targets.txt
     */
    private int runAll(Workspace workspace, List<String> prefix, Map<String, String> host, BusinessPorts business,
            int presentation) throws Exception {
        String runId = Workspace.stamp() + "-k6" + (smoke ? "-smoke" : "");
        String started = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        Path work = Files.createDirectories(workspace.root().resolve(".wirerace/k6").resolve(runId));
        Path bodies = work.resolve("bodies");
        SerializedBodies.write(workspace, bodies);
        Map<String, String> known = new LinkedHashMap<>(host);
        known.putAll(Map.of("http", String.valueOf(business.http()), "https", String.valueOf(business.https()),
                "presentation", String.valueOf(presentation), "bodies", bodies.toString(), "wires",
                Wire.idsCarrying(Operation.byId(operation))));
        List<String> names = new ArrayList<>();
        for (K6Target target : K6Target.read(workspace.k6Scripts().resolve("targets.txt"), known)) {
            if (Operation.byId(operation).carriesPayload() && !target.name().equals(PAYLOAD_TARGET)) {
                System.err.printf("wirerace: k6 %s skipped: the payload is loaded through %s (/call), which checks each"
                        + " reply whole%n", target.name(), PAYLOAD_TARGET);
                continue;
            }
            names.add(target.name());
            System.err.printf("wirerace: k6 %s (%s)%n", target.name(), target.script());
            Map<String, String> settings = new LinkedHashMap<>();
            settings.put("SMOKE", smoke ? "1" : "0");
            settings.put("OP", operation);
            settings.put("WARMUP", stage("WARMUP", "5s"));
            settings.put("DURATION", stage("DURATION", "20s"));
            settings.put("RAMP", stage("RAMP", "10s"));
            settings.put("SUMMARY_OUT", work.resolve(target.name() + ".json").toString());
            // a failed check or threshold shows in the report, which decides the exit code
            target.process(workspace.tool("k6"), workspace.k6Scripts(), workspace.serverCertificate(), prefix, settings)
                    .start().awaitExit(LONGEST_RUN);
        }
        List<String> report = new ArrayList<>(List.of("node", workspace.k6Scripts().resolve("report.mjs").toString(),
                work.toString(), workspace.results().toString(), runId, workspace.gitCommit(), started));
        report.addAll(names);
        return ChildProcess.of("k6 report", report).start().awaitExit(Duration.ofMinutes(5));
    }

    /**
     * A k6 stage's length from the environment (WARMUP=10s ./wirerace k6), or its default, read by the command line's
     * one duration parser and handed to k6 in whole milliseconds, which the scripts read (lib/wirerace.js).
     */
    private String stage(String variable, String fallback) {
        String value = System.getenv(variable);
        String text = value == null || value.isBlank() ? fallback : value;
        return DurationOption.parse(spec, variable, text, false).toMillis() + "ms";
    }
}
