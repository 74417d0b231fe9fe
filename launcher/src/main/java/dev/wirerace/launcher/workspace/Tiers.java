package dev.wirerace.launcher.workspace;

import dev.wirerace.tiers.BusinessTier;
import dev.wirerace.tiers.link.RemoteLink;
import dev.wirerace.tiers.ports.BusinessHost;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.ports.FreePorts;
import dev.wirerace.tiers.process.ChildProcess;
import dev.wirerace.tiers.process.QuarkusReadiness;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Both tiers as a command needs them: business-services on free loopback ports (behind Toxiproxy when a link
 * is emulated), and the presentation-service, either running one job in the foreground or serving its page
 * and API. Everything started here stops when the command ends, Ctrl-C included (ChildProcess).
 */
public final class Tiers implements AutoCloseable {

    /** A whole suite may run for hours (full); past this something is wrong. */
    private static final Duration LONGEST_JOB = Duration.ofHours(24);

    private final Workspace workspace;
    private final Pinning pinning;
    private final List<String> businessJvmOptions;
    private final List<String> presentationJvmOptions;
    private final FreePorts free = new FreePorts();
    private final List<AutoCloseable> started = new ArrayList<>();

    public Tiers(Workspace workspace, Pinning pinning) {
        this(workspace, pinning, List.of());
    }

    /** With JVM options for both tiers beyond the usual ones (the soak pre-touches the heap). */
    public Tiers(Workspace workspace, Pinning pinning, List<String> moreJvmOptions) {
        this(workspace, pinning, moreJvmOptions, moreJvmOptions);
    }

    /** With JVM options of its own for each tier beyond the usual ones (ab's B side on one tier only). */
    public Tiers(Workspace workspace, Pinning pinning, List<String> businessOptions, List<String> presentationOptions) {
        this.workspace = workspace;
        this.pinning = pinning;
        this.businessJvmOptions = new ArrayList<>(Workspace.JVM_OPTIONS);
        this.businessJvmOptions.addAll(businessOptions);
        this.presentationJvmOptions = new ArrayList<>(Workspace.JVM_OPTIONS);
        this.presentationJvmOptions.addAll(presentationOptions);
    }

    /** A business-service on free loopback ports; with {@code toxiproxy}, the tiers talk through it. */
    public BusinessTier business(Optional<Path> toxiproxy) throws IOException, InterruptedException {
        return business(Optional.empty(), toxiproxy, BusinessHost.LOOPBACK, List.of(), List.of());
    }

    /** A business-service on the standard ports, bound and advertised as {@code host} (serve, business). */
    public BusinessTier businessOnStandardPorts(BusinessHost host) throws IOException, InterruptedException {
        return business(Optional.of(BusinessPorts.STANDARD), Optional.empty(), host, List.of(), List.of());
    }

    /**
     * A business-service on free ports in another place ({@code ip netns exec NS}), bound to {@code host};
     * with {@code toxiproxy}, behind it, run by {@code linkPrefix} on the presentation side's host.
     */
    public BusinessTier business(BusinessHost host, List<String> prefix, Optional<Path> toxiproxy, List<String> linkPrefix)
            throws IOException, InterruptedException {
        return business(Optional.empty(), toxiproxy, host, prefix, linkPrefix);
    }

    private BusinessTier business(Optional<BusinessPorts> ports, Optional<Path> toxiproxy, BusinessHost host,
            List<String> prefix, List<String> linkPrefix) throws IOException, InterruptedException {
        BusinessTier.Launch launch = new BusinessTier.Launch(workspace.java(), businessJvmOptions,
                workspace.businessJar(), pinning.business(), workspace.logs(), toxiproxy, host, prefix, linkPrefix,
                Optional.of(workspace.brokerModule()));
        BusinessTier tier = ports.isPresent() ? BusinessTier.start(launch, ports.get(), free)
                : BusinessTier.start(launch, free);
        started.add(tier);
        System.err.printf("wirerace: business-service up (pid %d, %s)%n", tier.process().pid(),
                tier.process().log().map(log -> "log " + log).orElse(""));
        return tier;
    }

    /** Toxiproxy here in front of the business-service at {@code host} (RemoteLink), until the command ends. */
    public RemoteLink linkTo(String host, Path toxiproxy) throws IOException, InterruptedException {
        RemoteLink link = RemoteLink.start(toxiproxy, workspace.logs().resolve("toxiproxy-" + Workspace.stamp() + ".log"),
                host, free);
        started.add(link);
        return link;
    }

    /** The presentation-service's command line: the JVM, these settings, and its arguments. */
    public List<String> presentationCommand(Map<String, String> settings, List<String> arguments) {
        return presentationCommand(List.of(), settings, arguments);
    }

    private List<String> presentationCommand(List<String> prefix, Map<String, String> settings, List<String> arguments) {
        List<String> command = new ArrayList<>(prefix);
        command.add(workspace.java());
        command.addAll(presentationJvmOptions);
        command.addAll(BusinessPorts.asOptions(settings));
        command.add("-jar");
        command.add(workspace.presentationJar().toString());
        command.addAll(arguments);
        return command;
    }

    /**
     * Runs the presentation-service in the foreground, its output on this console, to the end of one job
     * ({@code run quick}, {@code compare A B} ...); returns its exit code.
     */
    public int runPresentation(Map<String, String> settings, List<String> arguments) throws IOException, InterruptedException {
        return runPresentation(List.of(), settings, arguments);
    }

    /** The same, run by {@code prefix} ({@code ip netns exec NS}: the presentation side's host). */
    public int runPresentation(List<String> prefix, Map<String, String> settings, List<String> arguments)
            throws IOException, InterruptedException {
        ChildProcess presentation = ChildProcess.of("presentation-service", presentationCommand(prefix, settings, arguments))
                .cpus(pinning.presentation()).start();
        started.add(presentation);
        return presentation.awaitExit(LONGEST_JOB);
    }

    /**
     * The presentation-service serving its page, /call and the API on {@code port}, until the command ends;
     * run by {@code prefix} ({@code ip netns exec NS}) on another host, or here.
     */
    public ChildProcess servePresentation(List<String> prefix, int port, Map<String, String> settings)
            throws IOException, InterruptedException {
        Map<String, String> all = new LinkedHashMap<>(settings);
        all.put("quarkus.http.port", String.valueOf(port));
        ChildProcess presentation = ChildProcess.of("presentation-service", presentationCommand(prefix, all, List.of()))
                .cpus(pinning.presentation()).log(workspace.logs().resolve("presentation-service-" + Workspace.stamp()
                        + ".log")).start();
        started.add(presentation);
        QuarkusReadiness.await(presentation, URI.create("http://127.0.0.1:" + port + QuarkusReadiness.PATH), prefix.isEmpty(),
                Duration.ofSeconds(90));
        return presentation;
    }

    public FreePorts freePorts() {
        return free;
    }

    /** What every presentation-service run is given: where results go, the commit, the pinning. */
    public Map<String, String> commonSettings() throws IOException {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("wirerace.results.dir", workspace.results().toString());
        settings.put("wirerace.git-commit", workspace.gitCommit());
        settings.put("wirerace.cpu-affinity", pinning.description());
        return settings;
    }

    /** Stops what this started, newest first. */
    @Override
    public void close() throws Exception {
        for (int i = started.size() - 1; i >= 0; i--) {
            started.get(i).close();
        }
    }
}
