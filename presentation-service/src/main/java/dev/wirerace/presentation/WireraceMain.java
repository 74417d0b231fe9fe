package dev.wirerace.presentation;

import dev.wirerace.presentation.faults.FaultTable;
import dev.wirerace.presentation.lookup.LookupCase;
import dev.wirerace.presentation.lookup.LookupChild;
import dev.wirerace.presentation.lookup.LookupRunDocument;
import dev.wirerace.presentation.lookup.LookupStudy;
import dev.wirerace.presentation.lookup.LookupTable;
import dev.wirerace.presentation.nativecompare.NativeComparison;
import dev.wirerace.presentation.nativecompare.NativeComparisonDocument;
import dev.wirerace.presentation.nativecompare.NativeComparisonTable;
import dev.wirerace.presentation.results.ComparisonTable;
import dev.wirerace.presentation.results.ResultsStore;
import dev.wirerace.presentation.results.RunComparison;
import dev.wirerace.presentation.results.RunDocument;
import dev.wirerace.presentation.results.RunTable;
import dev.wirerace.presentation.results.ScenarioResult;
import dev.wirerace.presentation.soak.Soak;
import dev.wirerace.presentation.soak.SoakDocument;
import dev.wirerace.presentation.soak.SoakTable;
import dev.wirerace.presentation.suite.Suite;
import dev.wirerace.presentation.suite.SuiteRunner;
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
 * {@code native-compare} runs the JVM-vs-native comparison (./wirerace native); {@code compare A B} sets two
 * runs side by side with a verdict per row (./wirerace compare); no arguments serves the page
 * and the API until stopped. Exit code 1 when any call failed.
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
    NativeComparison nativeComparison;

    @Inject
    ResultsStore store;

    @Inject
    Soak soak;


    /** A fork of a --fork run: its parent prints the table of the whole run. */
    @ConfigProperty(name = "wirerace.fork.child", defaultValue = "false")
    boolean forkChild;

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
            return "completed".equals(soakRun.status()) && soakRun.errors() == 0 && flat ? 0 : 1;
        }
        if (args.length == 1 && args[0].equals("native-compare")) {
            NativeComparisonDocument comparison = nativeComparison.run();
            System.out.println();
            System.out.print(NativeComparisonTable.render(comparison));
            return "completed".equals(comparison.status()) ? 0 : 1;
        }
        if ((args.length == 3 || args.length == 4) && args[0].equals("compare")) {
            return compare(args[1], args[2], args.length == 4 ? args[3] : String.valueOf(RunComparison.DEFAULT_MARGIN));
        }
        if (args.length != 2 || !args[0].equals("run")) {
            System.err.println("usage: run quick|seeds|full|faults|smoke|lookup | soak | native-compare | compare RUN_A RUN_B [MARGIN]"
                    + "   (no arguments: serve the page)");
            return 2;
        }
        if (args[1].equals("lookup")) {
            return lookup();
        }
        Suite suite = Suite.byId(args[1]);
        String runId = runner.claim(suite);
        RunDocument run = runner.run(suite, runId);
        if (!forkChild) {
            System.out.println();
            System.out.print(RunTable.render(run));
        }
        long errors = run.scenarios().stream().mapToLong(ScenarioResult::errorCount).sum();
        boolean faulted = run.settings().faulted();
        if (faulted && !forkChild) {
            System.out.print(FaultTable.render(run));
        }
        // under faults, failed calls are the figures; the run fails only when it could not finish
        if (!"completed".equals(run.status()) || (errors > 0 && !faulted)) {
            System.err.printf("run %s: %s, %d failed calls%s%n", run.runId(), run.status(), errors,
                    run.failureReason() == null ? "" : " (" + run.failureReason() + ")");
            return 1;
        }
        return 0;
    }

    /** Two comparison runs from the results folder, row by row (RunComparison). */
    private int compare(String runA, String runB, String marginText) throws Exception {
        double margin;
        try {
            margin = Double.parseDouble(marginText);
        } catch (NumberFormatException e) {
            margin = Double.NaN;
        }
        if (!RunComparison.validMargin(margin)) {
            System.err.printf("compare: the margin is a share from 0 to 1 (0.05 for 5 %%), not '%s'%n", marginText);
            return 2;
        }
        RunDocument a = store.readRun(runA).orElse(null);
        RunDocument b = store.readRun(runB).orElse(null);
        if (a == null || b == null) {
            System.err.printf("compare: no comparison run %s in %s%n", a == null ? runA : runB, store.directory());
            return 2;
        }
        System.out.print(ComparisonTable.render(RunComparison.of(a, b, margin)));
        return 0;
    }

    private int lookup() {
        LookupRunDocument run = lookupStudy.run(lookupStudy.claim());
        System.out.println();
        System.out.print(LookupTable.render(run));
        if (!"completed".equals(run.status()) || run.errorCount() > 0) {
            System.err.printf("run %s: %s, %d failed lookups%s%n", run.runId(), run.status(), run.errorCount(),
                    run.failureReason() == null ? "" : " (" + run.failureReason() + ")");
            return 1;
        }
        return 0;
    }
}
