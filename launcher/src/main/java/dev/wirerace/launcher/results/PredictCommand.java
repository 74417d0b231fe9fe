package dev.wirerace.launcher.results;

import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.RoundTrips;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.predict.Against;
import dev.wirerace.results.predict.CallCost;
import dev.wirerace.results.predict.Link;
import dev.wirerace.results.predict.LinkPrediction;
import dev.wirerace.results.predict.PredictionTable;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.tiers.link.NetworkProfile;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** A loopback run's rows on a link it did not run on, from its own ledger, and what a million calls cost. */
@Command(name = "predict",
        description = { "Each remote row of a run as it would be on a described link (RTT, rate, MTU): p50 and ops/s from the",
                "run's round trips per call, bytes, segments and CPU per call, the wires' ranking there, and what a million",
                "calls cost in CPU, bytes and money. Round trips are measured by the run itself (a pass behind Toxiproxy",
                "after a loopback suite), or against a run of the same code with a known delay (--round-trips-from, e.g.",
                "a ./wirerace quick --network lan); either way kept in the run's run.json.",
                "--against puts the prediction beside a run measured on that link." })
public final class PredictCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RUN", description = "A run id in results/, measured on loopback.")
    String runId;

    @Option(names = "--link", paramLabel = "PRESET", description = "same-host, same-zone (0.3 ms, 10 Gbit/s), cross-zone (2 ms, 5 Gbit/s) or cross-region (30 ms, 1 Gbit/s); --rtt, --rate and --mtu override its parts.")
    Optional<String> preset = Optional.empty();

    @Option(names = "--rtt", paramLabel = "DURATION", description = "The round-trip time the link adds, e.g. 0.3ms or 2ms.")
    Optional<String> rtt = Optional.empty();

    @Option(names = "--rate", paramLabel = "RATE", description = "The link's rate each way, e.g. 100mbit or 1gbit.")
    Optional<String> rate = Optional.empty();

    @Option(names = "--mtu", paramLabel = "BYTES", description = "The link's MTU (default: the preset's, else Ethernet's).")
    Optional<Integer> mtu = Optional.empty();

    @Option(names = "--shaped", description = "The rate is a cap over a faster line (tc's tbf, as --hosts netns --link-rate sets; a cloud's bandwidth limit): a call's bytes leave at line speed while the bucket lasts.")
    boolean shaped;

    @Option(names = "--round-trips-from", paramLabel = "RUN", description = "A run of the same code through a link with a known delay (--network lan or wan): measure the round trips per call against it and keep them in RUN's run.json.")
    Optional<String> delayedRunId = Optional.empty();

    @Option(names = "--against", paramLabel = "RUN", description = "A run measured on the link described: each row's error, and whether the wires came out in the same order.")
    Optional<String> againstRunId = Optional.empty();

    @Option(names = "--vcpu-hour", paramLabel = "DOLLARS", description = "The price of a vCPU-hour (default: ${DEFAULT-VALUE}, AWS m7i.large on demand, us-east-1, 2025).")
    double vcpuHour = CallCost.DEFAULT_VCPU_HOUR_DOLLARS;

    @Option(names = "--gb", paramLabel = "DOLLARS", description = "The price of a GB carried, each way (default: ${DEFAULT-VALUE}, AWS between availability zones, 2025).")
    double gb = CallCost.DEFAULT_GB_DOLLARS;

    @Option(names = "--tier-cpus", paramLabel = "N", description = "CPUs each tier has on the link described (default: ${DEFAULT-VALUE}, as the runs pin them here).")
    int tierCpus = 1;

    @Override
    public Integer call() throws Exception {
        Link link;
        try {
            link = link();
        } catch (IllegalArgumentException bad) {
            System.err.println("predict: " + bad.getMessage());
            return 2;
        }
        if (tierCpus < 1 || vcpuHour < 0 || gb < 0) {
            System.err.println("predict: --tier-cpus is 1 or more, and prices are 0 or more");
            return 2;
        }
        ResultsStore store = new ResultsStore(Workspace.current().results(), ResultsStore.plainMapper());
        Optional<RunDocument> run = store.readRun(runId);
        if (run.isEmpty()) {
            System.err.printf("predict: no suite run %s in %s%n", runId, store.directory());
            return 2;
        }
        Optional<RoundTrips> roundTrips;
        try {
            roundTrips = roundTrips(store, run.get());
        } catch (IllegalArgumentException bad) {
            System.err.println("predict: " + bad.getMessage());
            return 2;
        }
        if (roundTrips.isEmpty()) {
            System.err.printf("predict: no round trips measured for run %s. A suite on loopback measures them after its"
                    + " run unless --no-round-trips (smoke only with --round-trips); for this run, run the same suite"
                    + " through a link with a known delay (./wirerace quick --network lan) and pass its id with"
                    + " --round-trips-from.%n", runId);
            return 2;
        }
        List<LinkPrediction> predictions = LinkPrediction.of(run.get(), roundTrips.get(), link, tierCpus);
        Against against = null;
        if (againstRunId.isPresent()) {
            Optional<RunDocument> measured = store.readRun(againstRunId.get());
            if (measured.isEmpty()) {
                System.err.printf("predict: no suite run %s in %s%n", againstRunId.get(), store.directory());
                return 2;
            }
            against = Against.of(predictions, measured.get());
        }
        System.out.print(PredictionTable.predictions(runId, link, roundTrips.get(), predictions, against));
        System.out.println();
        boolean ownPrices = spec.commandLine().getParseResult().hasMatchedOption("--vcpu-hour")
                || spec.commandLine().getParseResult().hasMatchedOption("--gb");
        System.out.print(PredictionTable.money(run.get().scenarios(), vcpuHour, gb,
                ownPrices ? "prices given" : CallCost.DEFAULT_PRICES_SOURCE));
        return 0;
    }

    private Link link() {
        Link base = preset.map(id -> Link.Preset.byId(id).link()).orElse(null);
        if (base == null && (rtt.isEmpty() || rate.isEmpty())) {
            throw new IllegalArgumentException("describe the link: --link PRESET, or --rtt and --rate (and --mtu)");
        }
        double rttMicros = rtt.map(text -> RunPlan.duration(text).toNanos() / 1000.0).orElseGet(() -> base.rttMicros());
        double bits = rate.map(Link::parseRate).orElseGet(() -> base.bitsPerSecond());
        int bytes = mtu.orElse(base == null ? Link.ETHERNET_MTU : base.mtu());
        String name = base != null && rtt.isEmpty() && rate.isEmpty() && mtu.isEmpty() ? base.name() : "described link";
        Link link = new Link(name, rttMicros, bits, bytes);
        return shaped ? link.shaped() : link;
    }

    /** Measured now against --round-trips-from and kept in the run's run.json, or read from there. */
    private Optional<RoundTrips> roundTrips(ResultsStore store, RunDocument run) throws IOException {
        if (delayedRunId.isEmpty()) {
            return Optional.ofNullable(run.roundTrips());
        }
        RunDocument delayed = store.readRun(delayedRunId.get()).orElseThrow(() -> new IllegalArgumentException(
                "no suite run " + delayedRunId.get() + " in " + store.directory()));
        if (!NetworkProfile.LOOPBACK.id().equals(run.header().network())) {
            throw new IllegalArgumentException(runId + " ran on network " + run.header().network()
                    + ": round trips are measured from a loopback run");
        }
        double added = NetworkProfile.byId(delayed.header().network()).addedRoundTripMicros();
        RoundTrips measured = RoundTrips.measure(run, delayed, added);
        store.addToRun(runId, RoundTrips.FIELD, measured);
        return Optional.of(measured);
    }
}
