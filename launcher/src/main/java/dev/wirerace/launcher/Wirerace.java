package dev.wirerace.launcher;

import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code ./wirerace}: which way should my tiers talk, and what does each way cost? The script chooses the JDK
 * and builds what is stale; this command line does the rest. Every command has {@code --help}.
 */
@Command(name = "wirerace", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
        version = "wirerace 1.0.0-SNAPSHOT",
        description = { "Which way should my tiers talk, and what does each way cost?", "", "Every command starts what it needs on free loopback ports, each tier pinned to a CPU of its own,"
                + " writes results/<runId>/, and stops what it started.", "A command's options: ./wirerace COMMAND --help" })
public final class Wirerace implements Runnable {

    /** The suites, each run the same way: what they hold is the presentation-service's Suite enum. */
    private static final Map<String, String> SUITES = Map.of(
            "quick", "Every wire x addOne and accounts x concurrency 1 and 4, in 2 forks (both tiers started afresh"
                    + " for each), warmed up until steady; the answer per operation, the table and results/<runId>/"
                    + " (about 6 minutes).",
            "seeds", "The original studies' own experiments, one thread, set beside their published figures, in 2 forks (about 18 minutes).",
            "full", "Every wire x addOne, accounts of 1/55/1,000 and concat of 16 B to 64 KiB x concurrency 1/4/16/64, in 2 forks (about 4 hours).",
            "smoke", "Every wire x every operation, a few hundred ms each: a correctness check, not figures (about 40 s).");

    /**
     * How many forks each suite runs by default: two where the figures are the point (the long
     * ones too, whose many rounds per fork already take an hour), one for the correctness check.
     */
    private static final Map<String, Integer> FORKS = Map.of("quick", 2, "seeds", 2, "full", 2, "smoke", 1);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command, please");
    }

    static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new Wirerace());
        for (String suite : new String[] { "quick", "seeds", "full", "smoke" }) {
            CommandLine command = new CommandLine(new SuiteCommand(suite, FORKS.get(suite)));
            command.getCommandSpec().usageMessage().description(SUITES.get(suite));
            commandLine.addSubcommand(suite, command);
        }
        for (Object command : new Object[] { new FaultsCommand(), new LookupCommand(), new ReplicationCommand(),
                new BusinessCommand(), new NativeCommand(), new CompareCommand(), new ServeCommand(), new K6Command(),
                new SoakCommand(), new K8sCommand(), new TestCommand(), new BuildCommand() }) {
            commandLine.addSubcommand(command);
        }
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        // a host that does not answer, a missing build, a namespace that cannot be made: a message, not a trace
        commandLine.setExecutionExceptionHandler((failure, command, parsed) -> {
            command.getErr().println("wirerace: " + (failure.getMessage() == null ? failure.toString() : failure.getMessage()));
            return 1;
        });
        return commandLine;
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }
}
