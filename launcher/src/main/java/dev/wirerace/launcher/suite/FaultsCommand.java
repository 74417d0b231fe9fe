package dev.wirerace.launcher.suite;

import dev.wirerace.suite.Suite;
import dev.wirerace.tiers.link.FaultPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * Every remote wire under faults: the link cut, stalled and reset ({@code link}, through Toxiproxy; a
 * loopback run gets the lan profile), or the business-service killed and restarted ({@code kill}).
 */
@Command(name = "faults", sortOptions = false,
        description = "Every remote wire under faults: the link cut, stalled and reset (link), or the business-service killed (kill).")
public final class FaultsCommand extends SuiteCommand {

    @Option(names = "--faults", paramLabel = "link|kill", description = "Which faults (default: ${DEFAULT-VALUE}).")
    FaultPlan plan = FaultPlan.LINK;

    public FaultsCommand() {
        super(Suite.FAULTS.id(), Suite.FAULTS.defaultForks());
    }

    @Override
    public FaultPlan faultPlan() {
        if (plan == FaultPlan.NONE) {
            throw new ParameterException(spec.commandLine(), "--faults: link or kill (the other suites run without faults)");
        }
        return plan;
    }
}
