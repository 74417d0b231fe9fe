package dev.wirerace.launcher.cluster;

import dev.wirerace.launcher.workspace.Workspace;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The cluster manifests, generated and checked offline (deploy/k8s/README.md). */
@Command(name = "k8s", sortOptions = false,
        description = "Kubernetes manifests in deploy/k8s/generated (both services, the TLS Secret, the k6 scripts and a k6 operator TestRun per target), checked offline (deploy/k8s/README.md).")
public final class K8sCommand implements Callable<Integer> {

    @Option(names = "--namespace", defaultValue = "default", description = "The namespace the certificate's names and the kustomization use (default: ${DEFAULT-VALUE}).")
    String namespace;

    @Option(names = "--parallelism", defaultValue = "2", description = "k6 runner pods per TestRun (default: ${DEFAULT-VALUE}).")
    int parallelism;

    @Option(names = "--out", defaultValue = "deploy/k8s/generated", description = "Where to write them, under the repository when relative (default: ${DEFAULT-VALUE}).")
    Path out;

    @Override
    public Integer call() throws Exception {
        Workspace workspace = Workspace.current();
        workspace.install("k6");
        Path dir = workspace.root().resolve(out);
        new ClusterManifests(workspace, namespace, parallelism).writeTo(dir);
        List<String> problems = ManifestCheck.problems(dir, workspace.k6Scripts());
        problems.forEach(problem -> System.err.println("wirerace: k8s: " + problem));
        System.err.printf("wirerace: k8s: %s, %s%n", dir, problems.isEmpty() ? "checked, no problem found" : problems.size() + " problems");
        return problems.isEmpty() ? 0 : 1;
    }
}
