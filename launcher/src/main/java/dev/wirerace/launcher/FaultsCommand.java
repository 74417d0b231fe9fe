package dev.wirerace.launcher;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Every remote wire under faults: the link cut, stalled and reset ({@code link}, through Toxiproxy; a
 * loopback run gets the lan profile), or the business-service killed and restarted ({@code kill}).
 */
@Command(name = "faults", sortOptions = false,
        description = "Every remote wire under faults: the link cut, stalled and reset (link), or the business-service killed (kill).")
final class FaultsCommand extends SuiteCommand {

    enum Plan { link, kill }

    @Option(names = "--faults", paramLabel = "link|kill", description = "Which faults (default: ${DEFAULT-VALUE}).")
    Plan plan = Plan.link;

    FaultsCommand() {
        super("faults", 1);
    }

    @Override
    String faultPlan() {
        return plan.name();
    }
}
