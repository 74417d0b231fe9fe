package dev.wirerace.launcher;

import dev.wirerace.launcher.cluster.K8sCommand;
import dev.wirerace.launcher.nativecompare.NativeCommand;
import dev.wirerace.launcher.payload.PayloadCommand;
import dev.wirerace.launcher.results.CompareCommand;
import dev.wirerace.launcher.results.PredictCommand;
import dev.wirerace.launcher.services.BusinessCommand;
import dev.wirerace.launcher.services.K6Command;
import dev.wirerace.launcher.services.ServeCommand;
import dev.wirerace.launcher.studies.LookupCommand;
import dev.wirerace.launcher.studies.ReplicationCommand;
import dev.wirerace.launcher.studies.SoakCommand;
import dev.wirerace.launcher.suite.AbCommand;
import dev.wirerace.launcher.suite.FaultsCommand;
import dev.wirerace.launcher.suite.SuiteCommand;
import dev.wirerace.suite.Suite;
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

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command, please");
    }

    public static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new Wirerace());
        for (Suite suite : Suite.values()) {
            if (suite != Suite.FAULTS) { // a command of its own, with the fault plan's options
                CommandLine command = new CommandLine(new SuiteCommand(suite.id(), suite.defaultForks()));
                // picocli reads a description as a format: a suite's words say "±12%", which it must not take for one
                command.getCommandSpec().usageMessage().description(forPicocli(suite.summary()),
                        forPicocli(suite.defaultsInWords()));
                commandLine.addSubcommand(suite.id(), command);
            }
        }
        for (Object command : new Object[] { new FaultsCommand(), new LookupCommand(), new ReplicationCommand(),
                new BusinessCommand(), new NativeCommand(), new AbCommand(), new CompareCommand(), new PredictCommand(), new PayloadCommand(), new ServeCommand(), new K6Command(),
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

    /** Plain words as a picocli description, which is a format string: each % doubled. */
    private static String forPicocli(String words) {
        return words.replace("%", "%%");
    }
}
