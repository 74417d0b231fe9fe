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
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.presentation.results.CompareCalibration;
import dev.wirerace.presentation.results.ComparisonTable;
import dev.wirerace.presentation.results.ForkMerge;
import dev.wirerace.presentation.results.ResultsStore;
import dev.wirerace.presentation.results.RunComparison;
import dev.wirerace.presentation.results.RunDigest;
import dev.wirerace.presentation.results.RunDocument;
import dev.wirerace.presentation.results.RunTable;
import dev.wirerace.presentation.results.ScenarioResult;
import dev.wirerace.presentation.soak.Soak;
import dev.wirerace.presentation.soak.SoakDocument;
import dev.wirerace.presentation.soak.SoakTable;
import dev.wirerace.presentation.suite.BenchConfig;
import dev.wirerace.presentation.suite.Suite;
import dev.wirerace.presentation.suite.SuiteRunner;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;
import jakarta.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
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

    @Inject
    ObjectMapper json;


    @Inject
    BenchConfig bench;

    /** A fork of a --fork run: its parent prints the table of the whole run. */
    @ConfigProperty(name = "wirerace.fork.child", defaultValue = "false")
    boolean forkChild;

    /** compare: the margin a difference must exceed (default: the calibrated one, see CompareCalibration). */
    @ConfigProperty(name = "wirerace.compare.margin")
    Optional<Double> compareMargin;

    /** compare: each figure over the same fork's floor, so that the host's drift between the runs cancels. */
    @ConfigProperty(name = "wirerace.compare.per-floor", defaultValue = "false")
    boolean perFloor;

    /** compare: the two runs are of the same code; calibrate the margin on them. */
    @ConfigProperty(name = "wirerace.compare.calibrate", defaultValue = "false")
    boolean calibrate;

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
            return "completed".equals(soakRun.status()) && soakRun.errors() == 0 && flat ? 0 : 1;
        }
        if (args.length == 1 && args[0].equals("native-compare")) {
            NativeComparisonDocument comparison = nativeComparison.run();
            System.out.println();
            System.out.print(NativeComparisonTable.render(comparison));
            return "completed".equals(comparison.status()) ? 0 : 1;
        }
        if (args.length == 3 && args[0].equals("compare")) {
            return compare(args[1], args[2]);
        }
        if (args.length == 2 && args[0].equals("merge")) {
            return merge(Path.of(args[1]));
        }
        if (args.length != 2 || !args[0].equals("run")) {
            System.err.println("usage: run quick|seeds|full|faults|smoke|lookup | soak | native-compare | compare RUN_A RUN_B"
                    + " | merge FORKS_FOLDER   (no arguments: serve the page)");
            return 2;
        }
        if (args[1].equals("lookup")) {
            return lookup();
        }
        Suite suite = Suite.byId(args[1]);
        String runId = runner.claim(suite);
        RunDocument run = runner.run(suite, runId);
        boolean oneOfSeveral = bench.forks() > 1;
        if (oneOfSeveral) {
            System.out.printf("fork %d/%d: run %s %s, %d scenarios%n", bench.forkIndex(), bench.forks(), run.runId(),
                    run.status(), run.scenarios().size());
        } else if (!forkChild) {
            print(run);
        }
        return exitCode(run);
    }

    /**
     * The forks of one run (each a whole suite run with both tiers started afresh, in a folder of their own)
     * merged into one run (ForkMerge), written to the results, the forks' own runs kept under its forks/.
     */
    private int merge(Path forksFolder) throws Exception {
        List<ForkMerge.Fork> forks = new ArrayList<>();
        try (Stream<Path> folders = Files.list(forksFolder)) {
            for (Path folder : folders.filter(f -> Files.isRegularFile(f.resolve("run.json"))).sorted().toList()) {
                RunDocument fork = json.readValue(folder.resolve("run.json").toFile(), RunDocument.class);
                forks.add(new ForkMerge.Fork(fork, ResultsStore.readHistograms(folder)));
            }
        }
        if (forks.isEmpty()) {
            System.err.printf("merge: no fork wrote a run in %s%n", forksFolder);
            return 1;
        }
        forks.sort(Comparator.comparing(f -> f.run().settings().forkIndex() == null ? 0 : f.run().settings().forkIndex()));
        RunDocument first = forks.get(0).run();
        ForkMerge.Merged merged = ForkMerge.merge(ResultsStore.newRunId(first.suite(), first.mode()), forks);
        Path folder = store.write(merged.run(), merged.histograms());
        Files.move(forksFolder, folder.resolve("forks"));
        print(merged.run());
        return exitCode(merged.run());
    }

    /** The answer first (the digest), then the table, narrow unless asked for every column. */
    private void print(RunDocument run) {
        System.out.println();
        System.out.print(RunDigest.render(run));
        System.out.println();
        System.out.print(RunTable.render(run, wideTable));
        if (run.settings().faulted()) {
            System.out.print(FaultTable.render(run));
        }
    }

    private static int exitCode(RunDocument run) {
        long errors = run.scenarios().stream().mapToLong(ScenarioResult::errorCount).sum();
        boolean faulted = run.settings().faulted();
        // under faults, failed calls are the figures; the run fails only when it could not finish
        if (!"completed".equals(run.status()) || (errors > 0 && !faulted)) {
            System.err.printf("run %s: %s, %d failed calls%s%n", run.runId(), run.status(), errors,
                    run.failureReason() == null ? "" : " (" + run.failureReason() + ")");
            return 1;
        }
        return 0;
    }

    /**
     * Two comparison runs from the results folder, row by row (RunComparison), held to the margin given, or
     * else the one calibrated on this machine (CompareCalibration), or else the default; with
     * {@code wirerace.compare.calibrate}, the pair is of the same code and calibrates the margin instead.
     */
    private int compare(String runA, String runB) throws Exception {
        if (compareMargin.isPresent() && !RunComparison.validMargin(compareMargin.get())) {
            System.err.printf("compare: the margin is a share from 0 to 1 (0.05 for 5 %%), not '%s'%n", compareMargin.get());
            return 2;
        }
        RunDocument a = store.readRun(runA).orElse(null);
        RunDocument b = store.readRun(runB).orElse(null);
        if (a == null || b == null) {
            System.err.printf("compare: no comparison run %s in %s%n", a == null ? runA : runB, store.directory());
            return 2;
        }
        if (calibrate) {
            CompareCalibration.Pair pair = CompareCalibration.calibrate(a, b, perFloor);
            CompareCalibration.Calibration calibration = CompareCalibration.add(store.directory(), pair, json);
            System.out.printf("same-code pair %s / %s (%s, %d rows): at most 5 %% of rows differ from a margin of %.1f %%"
                    + " (%d clear); the margin in force is now %.1f %%, %s%n", runA, runB, pair.repetition(), pair.rows(),
                    pair.margin() * 100, pair.clearAtMargin(), calibration.margin(perFloor).orElseThrow() * 100,
                    calibration.source(perFloor));
            return 0;
        }
        CompareCalibration.Margin margin = CompareCalibration.choose(compareMargin, perFloor, store.directory(), json);
        System.out.print(ComparisonTable.render(RunComparison.of(a, b, margin.value(), margin.source(), perFloor)));
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
