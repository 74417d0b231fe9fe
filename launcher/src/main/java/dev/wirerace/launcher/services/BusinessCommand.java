package dev.wirerace.launcher.services;

import dev.wirerace.launcher.workspace.Pinning;
import dev.wirerace.launcher.workspace.Tiers;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.tiers.BusinessTier;
import dev.wirerace.tiers.ports.BusinessHost;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tls.TlsMaterial;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The business-service alone, for a presentation side on another host ({@code --business HOST}): the
 * standard ports, bound to one address, RMI stubs and the certificate naming the host clients use.
 */
@Command(name = "business", sortOptions = false,
        description = "The business-service alone on its standard ports, for a presentation side on another host (./wirerace quick --business HOST); until Ctrl-C.")
public final class BusinessCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--bind", paramLabel = "ADDR", description = "The address every port binds to; 0.0.0.0 for all (default: ${DEFAULT-VALUE}).")
    String bind = "127.0.0.1";

    @Option(names = "--advertise", paramLabel = "HOST", description = "The host or address clients use: what RMI stubs carry and the certificate names (default: the bound address).")
    String advertise;

    @Option(names = "--cpus", paramLabel = "LIST", description = "Pin it to these CPUs (taskset), e.g. 1.")
    String cpus;

    @Override
    public Integer call() throws Exception {
        BusinessHost host;
        try {
            host = BusinessHost.of(bind, advertise);
        } catch (IllegalArgumentException wrong) {
            throw new ParameterException(spec.commandLine(), wrong.getMessage()
                    + (advertise == null ? " (give --advertise HOST)" : ""));
        }
        Workspace workspace = Workspace.current();
        Pinning pinning = cpus == null ? Pinning.NONE
                : new Pinning(java.util.Optional.of(cpus), java.util.Optional.empty(), "business-service on CPUs " + cpus);
        try (Tiers tiers = new Tiers(workspace, pinning)) {
            BusinessTier business = tiers.businessOnStandardPorts(host);
            BusinessPorts ports = business.ports();
            System.err.printf("wirerace: business-service ready, bound to %s, reached as %s: HTTP %d, HTTPS %d, RMI %d,"
                    + " RMI/SSL %d, floor %d and %d, bare server %d (Ctrl-C stops it)%n", host.bind(), host.advertise(),
                    ports.http(), ports.https(), ports.rmi(), ports.rmiSsl(), ports.echo(), ports.echoTls(), ports.bare());
            System.err.printf("wirerace: on the presentation host, copy %s to the same place there (its certificate"
                    + " names %s), then: ./wirerace quick --business %s%n", TlsMaterial.directory(), host.advertise(),
                    host.advertise());
            return business.process().awaitExit();
        }
    }
}
