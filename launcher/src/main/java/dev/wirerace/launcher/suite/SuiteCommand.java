package dev.wirerace.launcher.suite;

import dev.wirerace.engine.ledger.HostProbe;
import dev.wirerace.launcher.hosts.PlacementOptions;
import dev.wirerace.launcher.hosts.TwoHosts;
import dev.wirerace.launcher.workspace.Pinning;
import dev.wirerace.launcher.workspace.RemoteBusiness;
import dev.wirerace.launcher.workspace.Tiers;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.ForkFolder;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.PrecisionRequest;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunSettings;
import dev.wirerace.results.format.RunReport;
import dev.wirerace.results.stats.CompareCalibration;
import dev.wirerace.results.stats.RunBasis;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Suite;
import dev.wirerace.tiers.BusinessTier;
import dev.wirerace.tiers.link.FaultPlan;
import dev.wirerace.tiers.link.NetworkProfile;
import dev.wirerace.tiers.ports.BusinessPorts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * One suite (quick, seeds, full, smoke): the business-service on free loopback ports, the suite in the
 * presentation-service, the table on this console, results/&lt;runId&gt;/, and everything stopped at the end.
 */
@Command(sortOptions = false)
public class SuiteCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    public SuiteOptions options;

    @Mixin
    PlacementOptions placement;

    private final String suite;
    private final int defaultForks;

    /**
     * @param defaultForks how many times the suite runs with both tiers started afresh when --forks is not
     *        given: enough for an interval that holds the JVM-to-JVM shift where figures are the point, one
     *        where they are not (smoke, faults)
     */
    public SuiteCommand(String suite, int defaultForks) {
        this.suite = suite;
        this.defaultForks = defaultForks;
    }

    /** The fault plan the presentation-service runs: none, except for the faults suite. */
    public FaultPlan faultPlan() {
        return FaultPlan.NONE;
    }

    /** When this command started: the budget counts from here, the host's probe among it. */
    private long startedNanos;

    @Override
    public Integer call() throws Exception {
        startedNanos = System.nanoTime();
        if (options.resume.isPresent()) {
            return ForkResume.resume(spec, suite, options.resume.get());
        }
        RunPlan plan = options.runPlan();
        options.payload.ensureBuilt(spec.commandLine());
        Map<String, String> bench = options.serviceSettings();
        placement.validate(options.network, faultPlan());
        if (options.references) {
            Workspace workspace = Workspace.current();
            workspace.install("wrk", "h2load", "ghz");
            bench.put("wirerace.tools.dir", workspace.tool("ghz").getParent().toString());
        }
        int forks = options.forks.orElse(defaultForks);
        if (forks < 1 || forks > PrecisionLoop.MOST_FORKS) {
            throw new ParameterException(spec.commandLine(), "--forks: from 1 to " + PrecisionLoop.MOST_FORKS + ", not " + forks);
        }
        if (placement.business.isPresent() && options.work.isPresent()) {
            System.err.println("wirerace: --work reaches the local wires only: the business-service at "
                    + placement.business.get() + " does the work it was started with");
        }
        Suite ofSuite = Suite.byId(suite);
        double precision = options.precisionShare().orElse(forks == 1 || ofSuite.defaultPrecision() == null ? 0
                : ofSuite.defaultPrecision());
        if (forks == 1 && precision > 0) {
            throw new ParameterException(spec.commandLine(), "--precision: a run of one fork has no forks to add;"
                    + " ask for --forks 2 or more, or leave --precision out");
        }
        PrecisionLoop loop = new PrecisionLoop(precision, options.budgetAsked().orElse(ofSuite.defaultBudget()), forks,
                ofSuite.timing(plan, java.time.Duration.ZERO).iterations());
        bench.put(HostProbe.PROPERTY, hostAlone(plan));
        boolean roundTrips = measuresRoundTrips();
        Set<String> before = runIds();
        int result = forks == 1 ? runOnce(plan, bench) : runForks(plan, bench, loop);
        if (roundTrips) {
            Optional<String> written = newRun(before);
            if (written.isPresent()) {
                measureRoundTrips(written.get(), plan);
            }
        }
        return result;
    }

    /**
     * Whether the run's round trips per call are measured after it (RoundTripPass): on loopback, without faults,
     * both tiers on this machine, unless --no-round-trips; for smoke (a correctness check) only when asked.
     */
    private boolean measuresRoundTrips() {
        boolean here = placement.business.isEmpty() && !placement.hosts.present();
        boolean eligible = here && !options.network.proxied() && faultPlan() == FaultPlan.NONE;
        if (options.roundTrips.orElse(false) && !eligible) {
            throw new ParameterException(spec.commandLine(), "--round-trips: measured after a run on loopback with both"
                    + " tiers here and no faults; a run on a link measured the link itself");
        }
        return eligible && options.roundTrips.orElse(!suite.equals(Suite.SMOKE.id()));
    }

    /**
     * Both tiers started again behind Toxiproxy adding nothing, and the presentation-service's round-trip pass over
     * the run's remote rows; what it finds is kept in the run's run.json. A pass that fails leaves the run as it
     * was and says so.
     */
    private void measureRoundTrips(String runId, RunPlan plan) throws Exception {
        System.err.printf("wirerace: round trips per call of run %s (for predict): both tiers again, behind Toxiproxy,"
                + " about a minute (--no-round-trips skips it)%n", runId);
        Workspace workspace = Workspace.current();
        int exit;
        try (Tiers tiers = new Tiers(workspace, Pinning.of(!options.noPin), plan.work().jvmOptions())) {
            BusinessTier business = tiers.business(Optional.of(toxiproxy(workspace)));
            Map<String, String> settings = new LinkedHashMap<>(tiers.commonSettings());
            settings.put("quarkus.http.port", "0");
            settings.putAll(business.presentationSettings());
            settings.put("wirerace.network", NetworkProfile.PROXY.id());
            settings.put(RunPlan.PROPERTY, plan.toJson());
            exit = tiers.runPresentation(List.of(), settings, List.of("round-trips", runId));
        }
        if (exit != 0) {
            System.err.printf("wirerace: the round trips of run %s were not measured (the pass ended with %d, its log"
                    + " above); ./wirerace predict %s --round-trips-from RUN measures them against a run through a"
                    + " delayed link%n", runId, exit, runId);
        }
    }

    private static Set<String> runIds() throws IOException {
        ResultsStore store = new ResultsStore(Workspace.current().results(), ResultsStore.plainMapper());
        Set<String> ids = new HashSet<>();
        store.list().forEach(summary -> ids.add(summary.path("runId").asText()));
        return ids;
    }

    /** The suite run this command wrote: the newest one of its suite that was not there before it. */
    private Optional<String> newRun(Set<String> before) throws IOException {
        ResultsStore store = new ResultsStore(Workspace.current().results(), ResultsStore.plainMapper());
        return store.list().stream().filter(summary -> RunDocument.KIND.equals(summary.path("kind").asText())
                && suite.equals(summary.path("suite").asText())).map(summary -> summary.path("runId").asText())
                .filter(id -> !before.contains(id)).findFirst();
    }

    /**
     * The host alone for a few seconds before anything starts (HostProbe): what the run can hope for, said
     * now, and handed to the run for its run.json.
     */
    private static String hostAlone(RunPlan plan) throws Exception {
        HostProbe.Reading reading = HostProbe.probe(plan.noise().othersLimit(), plan.noise().stealLimit());
        System.err.printf("wirerace: the host alone for %.0f s: %s%n", reading.seconds(), reading.outlook());
        return ResultsStore.plainMapper().writeValueAsString(reading);
    }

    /**
     * The suite fork after fork, both tiers started afresh each time, into a folder of their own, until the
     * precision loop says enough (PrecisionLoop); then their runs merged into one (ForkFolder) and the answer and
     * the table printed. A run stopped on the way keeps its forks there, and --resume completes it (ForkResume).
     */
    private int runForks(RunPlan plan, Map<String, String> bench, PrecisionLoop loop) throws Exception {
        Workspace workspace = Workspace.current();
        ResultsStore store = new ResultsStore(workspace.results(), ResultsStore.plainMapper());
        ForkResume.State state = options.resumeInto.isPresent() ? ForkResume.State.read(options.resumeInto.get())
                : ForkResume.State.start(Files.createDirectories(workspace.results().resolve(".forks-" + suite + "-"
                        + Workspace.stamp())), ownArgs());
        Thread stopped = new Thread(() -> System.err.printf("%nwirerace: stopped; the forks measured so far are kept in"
                + " %s: ./wirerace %s --resume %s completes the run%n", state.folder(), suite, state.name()));
        Runtime.getRuntime().addShutdownHook(stopped);
        int worst = 0;
        ForkPlans forks = new ForkPlans(plan, Suite.byId(suite), loop, state.forksDone(), state.rounds());
        while (true) {
            java.time.Duration spent = state.spent().plusNanos(System.nanoTime() - startedNanos);
            Optional<RunDocument> soFar = forks.fork() == 0 ? Optional.empty() : ForkFolder.peek(state.folder(), store);
            Optional<RunPlan> forkPlan = forks.next(soFar, spent);
            if (forkPlan.isEmpty()) {
                break;
            }
            Map<String, String> settings = new LinkedHashMap<>(bench);
            settings.put("wirerace.results.dir", state.folder().toString());
            System.err.println("wirerace: " + forks.describe());
            worst = Math.max(worst, runOnce(forkPlan.get(), settings));
            state.save(forks.fork(), forks.rounds(), state.spent().plusNanos(System.nanoTime() - startedNanos));
        }
        Runtime.getRuntime().removeShutdownHook(stopped);
        java.time.Duration took = state.spent().plusNanos(System.nanoTime() - startedNanos);
        String ended = forks.ended();
        Optional<RunDocument> merged = ForkFolder.merge(state.folder(), store, "", run -> {
            RunSettings settings = run.settings().withRunPatience(forks.runPatience());
            return run.withSettings(ended == null ? settings : settings.withPrecisionRequest(new PrecisionRequest(
                    loop.askedShare(), loop.budget().toMillis(), RunBasis.pairedHalfWidth(run), ended,
                    took.toMillis())));
        });
        if (merged.isEmpty()) {
            System.err.printf("wirerace: no fork wrote a run in %s%n", state.folder());
            return Math.max(worst, 1);
        }
        System.out.print(RunReport.text(merged.get(), options.wide,
                CompareCalibration.runToRun(merged.get(), store.directory(), store.json())));
        Optional<String> failure = RunReport.failure(merged.get());
        failure.ifPresent(System.err::println);
        return Math.max(worst, failure.isPresent() ? 1 : 0);
    }

    /** This command's own arguments, without the command's name (the parse result holds the whole line). */
    private List<String> ownArgs() {
        List<String> line = spec.commandLine().getParseResult().originalArgs();
        int name = line.indexOf(suite);
        return line.subList(name + 1, line.size());
    }

    /** One run of the suite: both tiers started, the suite run, both stopped. */
    private int runOnce(RunPlan plan, Map<String, String> bench) throws Exception {
        if (placement.business.isPresent()) {
            return againstRemoteBusiness(placement.business.get(), plan, bench);
        }
        if (placement.hosts.present()) {
            return onTwoHosts(plan, bench);
        }
        NetworkProfile network = faultPlan() == FaultPlan.LINK && !options.network.proxied() ? NetworkProfile.LAN : options.network;
        Workspace workspace = Workspace.current();
        try (Tiers tiers = new Tiers(workspace, Pinning.of(!options.noPin), plan.work().jvmOptions())) {
            BusinessTier business = tiers.business(network.proxied()
                    ? Optional.of(toxiproxy(workspace)) : Optional.empty());
            Map<String, String> settings = new LinkedHashMap<>(business.presentationSettings());
            settings.put("wirerace.network", network.id());
            settings.putAll(faultSettings(workspace, Optional.of(business), List.of()));
            return runSuite(tiers, List.of(), settings, plan, bench);
        }
    }

    /**
     * What a fault plan adds: short call timeouts, so that a stalled link shows as timeouts within the
     * scenario, and, for the kill, the business-service's process and what runs it on its host.
     */
    private Map<String, String> faultSettings(Workspace workspace, Optional<BusinessTier> business,
            List<String> businessPrefix) throws java.io.IOException {
        Map<String, String> settings = new LinkedHashMap<>();
        if (faultPlan() == FaultPlan.NONE) {
            return settings;
        }
        settings.put("wirerace.faults.plan", faultPlan().id());
        if (business.isPresent()) {
            settings.put("wirerace.faults.business-pid", String.valueOf(business.get().process().pid()));
        }
        if (!businessPrefix.isEmpty()) {
            settings.put("wirerace.faults.business-prefix", String.join(",", businessPrefix));
        }
        settings.put("wirerace.faults.log-dir", workspace.logs().toString());
        settings.put("wirerace.business.call-timeout", "1s");
        settings.put("wirerace.business.connect-timeout", "1s");
        return settings;
    }

    /**
     * The suite in the presentation-service, run by {@code prefix} on its host, or here.
     *
     * @param reach how it reaches the business-service, and the path or link between them
     */
    private int runSuite(Tiers tiers, List<String> prefix, Map<String, String> reach, RunPlan plan,
            Map<String, String> bench)
            throws Exception {
        Map<String, String> settings = new LinkedHashMap<>(tiers.commonSettings());
        settings.put("quarkus.http.port", "0");
        settings.putAll(reach);
        settings.putAll(bench);
        settings.put(RunPlan.PROPERTY, plan.toJson());
        return tiers.runPresentation(prefix, settings, List.of("run", suite));
    }

    /**
     * The suite against a business-service on another host, checked first; nothing started but the
     * presentation side, and, for link faults, Toxiproxy here in front of that host.
     */
    private int againstRemoteBusiness(String host, RunPlan asked, Map<String, String> bench) throws Exception {
        RunPlan plan = faultPlan() == FaultPlan.LINK ? asked.withWires(wiresThroughRemoteLink()) : asked;
        RemoteBusiness.check(host);
        Workspace workspace = Workspace.current();
        // the business-service is another host's: only this side is pinned, to the CPU it has here
        Pinning pinning = Pinning.of(!options.noPin);
        try (Tiers tiers = new Tiers(workspace, new Pinning(Optional.empty(), pinning.presentation(),
                pinning.presentation().map(cpus -> "presentation-service on CPU " + cpus + " (taskset)").orElse("none")),
                plan.work().jvmOptions())) {
            Map<String, String> reach = new LinkedHashMap<>(BusinessPorts.STANDARD.clientSettings(host));
            reach.put("wirerace.path", "host-to-host: the business-service at " + host);
            if (faultPlan() == FaultPlan.LINK) {
                reach.putAll(tiers.linkTo(host, toxiproxy(workspace)).presentationSettings());
                reach.put("wirerace.path", "host-to-host: the business-service at " + host + ", through Toxiproxy here");
                reach.put("wirerace.network", NetworkProfile.PROXY.id());
            }
            reach.putAll(faultSettings(workspace, Optional.empty(), List.of()));
            return runSuite(tiers, List.of(), reach, plan, bench);
        }
    }

    /** The suite on two hosts made of network namespaces on this machine, removed at the end. */
    private int onTwoHosts(RunPlan plan, Map<String, String> bench) throws Exception {
        Workspace workspace = Workspace.current();
        boolean link = faultPlan() == FaultPlan.LINK;
        try (TwoHosts hosts = TwoHosts.create(placement.hosts.linkRate, placement.hosts.mtu);
                Tiers tiers = new Tiers(workspace, Pinning.of(!options.noPin), plan.work().jvmOptions())) {
            BusinessTier business = tiers.business(hosts.businessHost(), hosts.businessPrefix(),
                    link ? Optional.of(toxiproxy(workspace)) : Optional.empty(), hosts.presentationPrefix());
            Map<String, String> reach = new LinkedHashMap<>(business.presentationSettings());
            reach.put("wirerace.path", hosts.description() + (link ? ", through Toxiproxy on the presentation host" : ""));
            if (link) {
                reach.put("wirerace.network", NetworkProfile.PROXY.id());
            }
            reach.putAll(faultSettings(workspace, Optional.of(business), hosts.businessPrefix()));
            return runSuite(tiers, hosts.presentationPrefix(), reach, plan, bench);
        }
    }

    /**
     * The faults suite's wires that a proxy here can sit in the path of: not RMI's, whose stubs carry the
     * business host's own address. Asking for them is refused; by default they are left out, saying so.
     */
    private List<String> wiresThroughRemoteLink() {
        Set<Wire> unproxied = EnumSet.of(Wire.RMI, Wire.RMI_SSL);
        if (options.wires != null) {
            for (String id : options.wires) {
                if (unproxied.contains(Way.byId(id).wire())) {
                    throw new ParameterException(spec.commandLine(), "--wires " + id + ": with --business, link faults"
                            + " act through Toxiproxy on this machine, and RMI's stubs carry the business host's own"
                            + " address, around it; use --hosts netns for RMI under link faults");
                }
            }
            return options.wires;
        }
        System.err.println("wirerace: rmi and rmi-ssl are left out: their stubs carry the business host's own address,"
                + " around Toxiproxy on this machine (--hosts netns puts RMI under link faults too)");
        return Arrays.stream(Wire.values()).filter(Wire::remote).filter(wire -> !unproxied.contains(wire))
                .map(Wire::id).toList();
    }

    static Path toxiproxy(Workspace workspace) throws Exception {
        workspace.install("toxiproxy");
        return workspace.tool("toxiproxy");
    }
}
