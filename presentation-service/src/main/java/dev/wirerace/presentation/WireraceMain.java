package dev.wirerace.presentation;

import dev.wirerace.lookup.LookupChild;
import dev.wirerace.lookup.LookupStudy;
import dev.wirerace.presentation.suite.RoundTripPass;
import dev.wirerace.presentation.suite.SuiteRunner;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.format.RunReport;
import dev.wirerace.results.lookup.LookupCase;
import dev.wirerace.results.lookup.LookupRunDocument;
import dev.wirerace.results.lookup.LookupTable;
import dev.wirerace.results.soak.SoakDocument;
import dev.wirerace.results.soak.SoakTable;
import dev.wirerace.soak.Soak;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Suite;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.Arrays;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Ways to run: {@code run <suite>} runs one suite, prints the table and exits (what ./wirerace does);
 * {@code soak} holds a fixed rate across every remote wire and watches both tiers (./wirerace soak);
 * {@code round-trips RUN} measures a loopback run's round trips per call behind Toxiproxy (RoundTripPass); no
 * arguments serves the page and the API until stopped. Exit code 1 when any call failed. Comparing runs,
 * merging forks and the JVM-vs-native comparison need no service of their own: the command line does them
 * (launcher's CompareCommand, SuiteCommand, NativeCommand).
 */
@QuarkusMain
public class WireraceMain implements QuarkusApplication {

    @Inject
    SuiteRunner runner;

    @Inject
    LookupStudy lookupStudy;

    @Inject
    LookupChild lookupChild;

    @Inject
    Soak soak;

    @Inject
    RoundTripPass roundTripPass;

    @Inject
    RunPlan plan;

    /** A fork of a --fork run: its parent prints the table of the whole run. */
    @ConfigProperty(name = "wirerace.fork.child", defaultValue = "false")
    boolean forkChild;

    /** Every column of the table (the CSV always has them all). */
    @ConfigProperty(name = "wirerace.table.wide", defaultValue = "false")
    boolean wideTable;

    @Override
    public int run(String... args) throws Exception {
        if (args.length == 0) {
            Quarkus.waitForExit();
            return 0;
        }
        if (args.length == 4 && args[0].equals("lookup-child")) {
            return lookupChild.run(args[1], Path.of(args[2]),
                    Arrays.stream(args[3].split(",")).map(LookupCase::byId).toList());
        }
        if (args.length == 1 && args[0].equals("soak")) {
            SoakDocument soakRun = soak.run();
            System.out.println();
            System.out.print(SoakTable.render(soakRun));
            boolean flat = soakRun.verdicts().stream().allMatch(tier -> tier.verdict().equals("flat"));
            return soakRun.completed() && soakRun.errors() == 0 && flat ? 0 : 1;
        }
        if (args.length == 2 && args[0].equals("round-trips")) {
            return roundTripPass.run(args[1]);
        }
        if (args.length != 2 || !args[0].equals("run")) {
            System.err.println("usage: run quick|seeds|full|faults|smoke|lookup | soak | round-trips RUN"
                    + "   (no arguments: serve the page)");
            return 2;
        }
        if (args[1].equals("lookup")) {
            return lookup();
        }
        Suite suite = Suite.byId(args[1]);
        String runId = runner.claim(suite);
        RunDocument run = runner.run(suite, runId);
        boolean oneOfSeveral = plan.forks().count() > 1;
        if (oneOfSeveral) {
            System.out.printf("fork %d/%d: run %s %s, %d scenarios%n", plan.forks().index(), plan.forks().count(), run.runId(),
                    run.status(), run.scenarios().size());
        } else if (!forkChild) {
            print(run);
        }
        return exitCode(run);
    }

    private void print(RunDocument run) {
        System.out.print(RunReport.text(run, wideTable));
    }

    private static int exitCode(RunDocument run) {
        return RunReport.failure(run).map(why -> {
            System.err.println(why);
            return 1;
        }).orElse(0);
    }

    private int lookup() {
        LookupRunDocument run = lookupStudy.run(lookupStudy.claim());
        System.out.println();
        System.out.print(LookupTable.render(run));
        if (!run.completed() || run.errorCount() > 0) {
            System.err.printf("run %s: %s, %d failed lookups%s%n", run.runId(), run.status(), run.errorCount(),
                    run.failureReason() == null ? "" : " (" + run.failureReason() + ")");
            return 1;
        }
        return 0;
    }
}
