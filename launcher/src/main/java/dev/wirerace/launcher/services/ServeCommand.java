package dev.wirerace.launcher.services;

import dev.wirerace.launcher.workspace.Pinning;
import dev.wirerace.launcher.workspace.Tiers;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.model.wire.StandardPorts;
import dev.wirerace.tiers.BusinessTier;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Both services on their standard ports, unpinned, the page on its own, until Ctrl-C. */
@Command(name = "serve",
        description = "Both services on their standard ports (business " + StandardPorts.HTTP + "/" + StandardPorts.HTTPS + "/"
                + StandardPorts.RMI + "/" + StandardPorts.RMI_SSL + "/" + StandardPorts.ECHO + "/" + StandardPorts.ECHO_TLS + "/"
                + StandardPorts.BARE + "); the page at http://127.0.0.1:" + StandardPorts.PAGE + "/ until Ctrl-C.")
public final class ServeCommand implements Callable<Integer> {

    @Override
    public Integer call() throws Exception {
        Workspace workspace = Workspace.current();
        try (Tiers tiers = new Tiers(workspace, Pinning.NONE)) {
            BusinessTier business = tiers.businessOnStandardPorts(dev.wirerace.tiers.ports.BusinessHost.LOOPBACK);
            Map<String, String> settings = new LinkedHashMap<>();
            settings.put("wirerace.results.dir", workspace.results().toString());
            settings.put("wirerace.git-commit", workspace.gitCommit());
            settings.putAll(business.presentationSettings());
            System.err.println("wirerace: page at http://127.0.0.1:" + StandardPorts.PAGE + "/ (Ctrl-C stops both services)");
            var presentation = dev.wirerace.tiers.process.ChildProcess.of("presentation-service",
                    tiers.presentationCommand(settings, List.of())).start();
            return presentation.awaitExit();
        }
    }
}
