package dev.wirerace.launcher;

import dev.wirerace.processes.BusinessTier;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Both services on their standard ports, unpinned, the page at :8081, until Ctrl-C. */
@Command(name = "serve",
        description = "Both services on their standard ports (business 8080/8443/1099/2099/7070/7443/8090); the page at http://127.0.0.1:8081/ until Ctrl-C.")
final class ServeCommand implements Callable<Integer> {

    @Override
    public Integer call() throws Exception {
        Workspace workspace = Workspace.current();
        try (Tiers tiers = new Tiers(workspace, Pinning.NONE)) {
            BusinessTier business = tiers.businessOnStandardPorts(dev.wirerace.processes.BusinessHost.LOOPBACK);
            Map<String, String> settings = new LinkedHashMap<>();
            settings.put("wirerace.results.dir", workspace.results().toString());
            settings.put("wirerace.git-commit", workspace.gitCommit());
            settings.putAll(business.presentationSettings());
            System.err.println("wirerace: page at http://127.0.0.1:8081/ (Ctrl-C stops both services)");
            var presentation = dev.wirerace.processes.ChildProcess.of("presentation-service",
                    tiers.presentationCommand(settings, List.of())).start();
            return presentation.awaitExit();
        }
    }
}
