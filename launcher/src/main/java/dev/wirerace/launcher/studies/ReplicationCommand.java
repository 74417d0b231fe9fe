package dev.wirerace.launcher.studies;

import dev.wirerace.launcher.hosts.HostsOptions;
import dev.wirerace.launcher.hosts.NodeHosts;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.tiers.process.ChildProcess;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Study 3: Infinispan against Ehcache 2 over RMI and over JGroups, every node its own JVM, started and
 * stopped by the study's runner (studies/replication/README.md); with {@code --hosts netns} every node on a host of
 * its own, the replication crossing a bridge.
 */
@Command(name = "replication", sortOptions = false,
        description = "Study 3: Infinispan vs Ehcache RMI vs Ehcache JGroups, every node its own JVM.")
public final class ReplicationCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--sweep", paramLabel = "smoke|short|full", description = "How many sizes and rounds (default: ${DEFAULT-VALUE}).")
    String sweep = "short";

    @Option(names = "--nodes", split = ",", paramLabel = "N", description = "Node counts, e.g. 2,3,4 (default: ${DEFAULT-VALUE}).")
    List<Integer> nodes = List.of(2, 3);

    @Option(names = "--backends", split = ",", paramLabel = "ID", description = "jgroups-raw, infinispan-sync, infinispan-async, ehcache-rmi, ehcache-jgroups (default: all).")
    List<String> backends;

    @Option(names = "--max-bytes", paramLabel = "N", description = "Skip sweep points that would move more bytes than this.")
    Optional<Long> maxBytes = Optional.empty();

    @Option(names = "--kill-reader", description = "Kill a reader in every trial, to show that a dead node is reported.")
    boolean killReader;

    @Mixin
    HostsOptions hosts;

    @Override
    public Integer call() throws Exception {
        if (!List.of("smoke", "short", "full").contains(sweep)) {
            throw new ParameterException(spec.commandLine(), "--sweep: smoke, short or full, not '" + sweep + "'");
        }
        if (nodes.stream().anyMatch(n -> n < 2)) {
            throw new ParameterException(spec.commandLine(), "--nodes: a replicated cache needs 2 nodes or more: " + nodes);
        }
        hosts.validate(spec.commandLine());
        if (!hosts.present()) {
            return runStudy(List.of());
        }
        try (NodeHosts made = NodeHosts.create(nodes.stream().mapToInt(Integer::intValue).max().orElseThrow(),
                hosts.linkRate, hosts.mtu)) {
            return runStudy(List.of("--namespaces", String.join(",", made.namespaces()),
                    "--addresses", String.join(",", made.addresses()), "--network", made.description()));
        }
    }

    /** The study's runner, here; its nodes where {@code placement} says. */
    private int runStudy(List<String> placement) throws Exception {
        Workspace workspace = Workspace.current();
        var runner = workspace.root().resolve("studies/replication/runner/target");
        List<String> command = new ArrayList<>(List.of(workspace.java(), "-cp",
                runner.resolve("classes") + ":" + runner.resolve("lib") + "/*",
                "dev.wirerace.replication.study.ReplicationStudy",
                "--modules", workspace.root().resolve("studies/replication").toString(),
                "--results", workspace.results().toString(), "--logs", workspace.logs().resolve("replication").toString(),
                "--git-commit", workspace.gitCommit(), "--sweep", sweep,
                "--nodes", String.join(",", nodes.stream().map(String::valueOf).toList())));
        if (backends != null) {
            command.addAll(List.of("--backends", String.join(",", backends)));
        }
        maxBytes.ifPresent(bytes -> command.addAll(List.of("--max-bytes", String.valueOf(bytes))));
        if (killReader) {
            command.addAll(List.of("--kill-reader", "true"));
        }
        command.addAll(placement);
        return ChildProcess.of("replication study", command).start().awaitExit(Duration.ofHours(24));
    }
}
