package dev.wirerace.launcher.suite;

import dev.wirerace.engine.CallerThreads;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.launcher.payload.PayloadOptions;
import dev.wirerace.launcher.workspace.DurationOption;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.WorkSetting;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Way;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.tiers.link.NetworkProfile;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The options every suite takes: the run plan (RunPlan) the presentation-service is handed, and how it prints. */
public final class SuiteOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--wires", split = ",", paramLabel = "WIRE", description = "Only these wires, e.g. rest-http,grpc (default: the suite's); wire@client for one client of a wire, e.g. rest-http@quarkus-rest.")
    List<String> wires;

    @Option(names = "--servers", split = ",", paramLabel = "MODEL", description = "Besides each wire's default server model (loop: the event loop, accounts on a worker), these: all, or worker,virtual; REST and gRPC wires only (default: all in full and smoke, none elsewhere).")
    List<String> servers;

    @Option(names = "--concurrency", split = ",", paramLabel = "N", description = "Every scenario once per number of callers, e.g. 1,64,1024 (1 to 1024; default: the suite's).")
    List<Integer> concurrency;

    @Option(names = "--clients", split = ",", paramLabel = "CLIENT", description = "Besides each wire's default client, these: all, or ids such as apache5,quarkus-rest,grpc-vertx,cxf-vertx (default: all in full and smoke, none in quick, seeds and faults).")
    List<String> clients;

    @Option(names = "--accounts", split = ",", paramLabel = "N", description = "Every accounts scenario once per list size, e.g. 55,2000 (1 to 2000; default: the suite's).")
    List<Integer> accounts;

    @Mixin
    public PayloadOptions payload = new PayloadOptions();

    @Option(names = "--references", description = "After our clients: wrk, h2load and ghz load the same endpoints, pinned the same way (installed by tools/install.sh).")
    boolean references;

    @Option(names = "--fork", description = "Within each fork, each wire in a fresh presentation JVM of its own.")
    boolean fork;

    @Option(names = "--forks", paramLabel = "N", description = "Run the suite N times, both tiers started afresh each time, and merge: intervals and compare draw on the forks (default: the suite's own, named in its summary under --help).")
    public Optional<Integer> forks = Optional.empty();

    @Option(names = "--work", paramLabel = "DURATION", description = "CPU time the business core spends on every call before it answers, e.g. 20us (at most 1 s): how much the wire matters beside your own work; recorded in the run.")
    Optional<String> work = Optional.empty();

    @Option(names = "--wait", paramLabel = "DURATION", description = "Time the business core sleeps on every call before it answers, e.g. 1ms (at most 1 s): blocking work, which holds a worker, stalls an event loop and parks a virtual thread; recorded in the run.")
    Optional<String> wait = Optional.empty();

    @Option(names = "--wide", description = "Print every column of the table (the CSV always has them all).")
    boolean wide;

    @Option(names = "--load", paramLabel = "closed|fixed-rate", description = "The load model (default: the suite's).")
    Optional<String> load = Optional.empty();

    @Option(names = "--callers", paramLabel = "platform|virtual", description = "The callers' threads: platform (default) or a virtual thread each, driving the same blocking clients; recorded in the run.")
    Optional<String> callers = Optional.empty();

    @Option(names = "--rate", split = ",", paramLabel = "CALLS_PER_S", description = "Calls per second of the fixed-rate model; several (1000,4000,16000) measure each scenario at each and name each way's knee, the rate at which its p99 leaves its floor.")
    List<Double> rates;

    @Option(names = "--seed", paramLabel = "N", description = "The seed of the scenarios' shuffled order.")
    Optional<Long> seed = Optional.empty();

    @Option(names = "--warmup", paramLabel = "DURATION", description = "Each scenario's warm-up, e.g. 2s.")
    Optional<String> warmup = Optional.empty();

    @Option(names = "--wire-warmup", paramLabel = "DURATION", description = "Each wire's first warm-up step, e.g. 5s.")
    Optional<String> wireWarmup = Optional.empty();

    @Mixin
    WarmupBudgetOption warmupBudget;

    @Option(names = "--iterations", paramLabel = "N", description = "Measured rounds per scenario.")
    Optional<Integer> iterations = Optional.empty();

    @Option(names = "--iteration", paramLabel = "DURATION", description = "Each measured round's length, e.g. 1s.")
    Optional<String> iteration = Optional.empty();

    @Option(names = "--network", paramLabel = "loopback|lan|wan|slow", description = "Toxiproxy between the tiers with this profile (default: ${DEFAULT-VALUE}).")
    public NetworkProfile network = NetworkProfile.LOOPBACK;

    @Option(names = "--round-trips", negatable = true, description = "After a run on loopback, both tiers again behind"
            + " Toxiproxy for about a minute to measure each remote row's round trips per call, kept in the run for"
            + " predict (default: on, except for smoke).")
    Optional<Boolean> roundTrips = Optional.empty();

    /** Refuses what only the suites do (ab): the round-trip pass after the run, rather than ignore it. */
    public void refuseSuiteOnly(picocli.CommandLine commandLine, String command) {
        if (roundTrips.isPresent()) {
            throw new picocli.CommandLine.ParameterException(commandLine, "--[no-]round-trips: only the suites measure"
                    + " round trips after their run, not " + command);
        }
    }

    @Option(names = "--no-pin", description = "Leave both tiers on every CPU (default: each on a CPU of its own).")
    boolean noPin;

    @Option(names = "--noise-limit", paramLabel = "SHARE", description = "The noise guard: other processes' share of the machine's CPU above which a round is disturbed (default: ${DEFAULT-VALUE}).")
    double noiseLimit = RunPlan.Noise.DEFAULTS.othersLimit();

    @Option(names = "--steal-limit", paramLabel = "SHARE", description = "The noise guard: the steal share above which a round is disturbed (default: ${DEFAULT-VALUE}).")
    double stealLimit = RunPlan.Noise.DEFAULTS.stealLimit();

    @Option(names = "--patience", paramLabel = "DURATION", description = "How long the run may wait, its forks together, for a quiet host before measuring disturbed rounds again, e.g. 3m; 0 measures them again right away (default: the suite's, in its summary above).")
    Optional<String> patience = Optional.empty();

    @Option(names = "--precision", paramLabel = "PERCENT", description = "Add forks (and rounds, where they vary most) until the median row's paired interval is within ±PERCENT, e.g. 5%%; 0: no target, the forks asked and no more (default: the suite's, in its summary above).")
    Optional<String> precision = Optional.empty();

    @Option(names = "--budget", paramLabel = "DURATION", description = "The most time a run may take to reach its precision, forks and waits together, e.g. 20m (default: the suite's, in its summary above).")
    Optional<String> budget = Optional.empty();

    @Option(names = "--resume", paramLabel = "RUN", description = "Complete a run of several forks that was stopped: the name it gave when it stopped (results/.forks-SUITE-STAMP, or STAMP); its own options are used.")
    Optional<String> resume = Optional.empty();

    /** The folder of forks a --resume continues in (set by the resumed command itself, not by users). */
    @Option(names = "--resume-into", hidden = true)
    Optional<java.nio.file.Path> resumeInto = Optional.empty();

    /** The precision asked for (a share: 0.05 for 5 %); empty for the suite's own, 0 for none. */
    Optional<Double> precisionShare() {
        return precision.map(text -> {
            String number = text.trim().endsWith("%") ? text.trim().substring(0, text.trim().length() - 1) : text.trim();
            try {
                double percent = Double.parseDouble(number);
                if (percent >= 0 && percent < 100) {
                    return percent / 100;
                }
            } catch (NumberFormatException notANumber) {
                // said below
            }
            throw new ParameterException(spec.commandLine(), "--precision: a percentage from 0 to under 100, such as 5%, not '" + text + "'");
        });
    }

    /** The time budget asked for; empty for the suite's own. */
    Optional<java.time.Duration> budgetAsked() {
        return budget.map(text -> DurationOption.parse(spec, "--budget", text, false));
    }

    /** The JVM options both tiers get from the run plan: the business core's work and wait per call. */
    public List<String> jvmOptions() {
        return runPlan().work().jvmOptions();
    }

    /**
     * The business core's work and wait per call, through the one duration parser (500ns, 20us, 1ms);
     * {@code prefix} names the options in errors ("--b-").
     */
    static RunPlan.Work work(CommandSpec spec, String prefix, Optional<String> work, Optional<String> wait) {
        java.time.Duration cpu = work.map(text -> DurationOption.parse(spec, prefix + "work", text, true)).orElse(null);
        java.time.Duration sleep = wait.map(text -> DurationOption.parse(spec, prefix + "wait", text, true)).orElse(null);
        try {
            return new RunPlan.Work(cpu, sleep);
        } catch (IllegalArgumentException tooLong) {
            throw new ParameterException(spec.commandLine(), prefix + tooLong.getMessage());
        }
    }

    /** Every one of {@code ways} a way or wire id ({@link Way#byId}), or the command is refused naming --wires. */
    public static void checkWays(CommandSpec spec, List<String> ways) {
        for (String way : ways) {
            try {
                Way.byId(way);
            } catch (IllegalArgumentException unknown) {
                throw new ParameterException(spec.commandLine(), "--wires: " + unknown.getMessage());
            }
        }
    }

    /** The run plan these options ask for; bad values fail here, before anything starts. */
    public RunPlan runPlan() {
        if (wires != null) {
            checkWays(spec, wires);
        }
        if (servers != null) {
            for (String server : servers) {
                try {
                    if (!List.of("all", "default").contains(server)) {
                        ServerModel.byId(server);
                    }
                } catch (IllegalArgumentException unknown) {
                    throw new ParameterException(spec.commandLine(), "--servers: " + unknown.getMessage() + ", all or default");
                }
            }
        }
        if (concurrency != null && concurrency.stream().anyMatch(n -> n < 1 || n > RunPlan.Selection.MAX_CONCURRENCY)) {
            throw new ParameterException(spec.commandLine(), "--concurrency: 1 to " + RunPlan.Selection.MAX_CONCURRENCY
                    + " callers, not " + concurrency);
        }
        if (clients != null) {
            for (String client : clients) {
                try {
                    if (!List.of("all", "default").contains(client)) {
                        Client.byId(client);
                    }
                } catch (IllegalArgumentException unknown) {
                    throw new ParameterException(spec.commandLine(), "--clients: " + unknown.getMessage() + ", all or default");
                }
            }
        }
        if (accounts != null && accounts.stream().anyMatch(n -> n < 1 || n > Accounts.MAX_COUNT)) {
            throw new ParameterException(spec.commandLine(), "--accounts: list sizes from 1 to " + Accounts.MAX_COUNT
                    + ", not " + accounts);
        }
        LoadModel model = load.map(id -> Arrays.stream(LoadModel.values()).filter(m -> m.id().equals(id)).findFirst()
                .orElseThrow(() -> new ParameterException(spec.commandLine(), "--load: closed or fixed-rate, not '" + id + "'")))
                .orElse(LoadModel.CLOSED);
        RunPlan.Noise defaults = RunPlan.Noise.DEFAULTS;
        RunPlan.Noise noise = new RunPlan.Noise(
                share("--noise-limit", noiseLimit), share("--steal-limit", stealLimit), defaults.remeasureShare(),
                patience.map(text -> DurationOption.parse(spec, "--patience", text, true)).orElse(null));
        return new RunPlan(
                new RunPlan.Durations(
                        warmup.map(text -> DurationOption.parse(spec, "--warmup", text, true)).orElse(null),
                        iterations.map(n -> (int) positive("--iterations", n)).orElse(null),
                        iteration.map(text -> DurationOption.parse(spec, "--iteration", text, false)).orElse(null),
                        wireWarmup.map(text -> DurationOption.parse(spec, "--wire-warmup", text, false)).orElse(null),
                        warmupBudget.asked().orElse(null)),
                new RunPlan.Selection(wires, servers, clients, accounts, concurrency, payload.asked()),
                new RunPlan.Load(model, rates == null ? null : rates.stream().map(value -> positive("--rate", value)).toList(),
                        callerThreads()), noise,
                new RunPlan.Forks(fork, 1, 1), references, seed.orElse(null), work(spec, "--", work, wait));
    }

    private CallerThreads callerThreads() {
        try {
            return callers.map(CallerThreads::byId).orElse(CallerThreads.PLATFORM);
        } catch (IllegalArgumentException unknown) {
            throw new ParameterException(spec.commandLine(), "--" + unknown.getMessage());
        }
    }

    /** The presentation-service's settings besides the plan: how it prints its table. */
    public Map<String, String> serviceSettings() {
        Map<String, String> settings = new LinkedHashMap<>();
        if (wide) {
            settings.put("wirerace.table.wide", "true");
        }
        return settings;
    }

    private double positive(String option, double value) {
        if (!(value > 0)) {
            throw new ParameterException(spec.commandLine(), option + " must be above 0, not " + value);
        }
        return value;
    }

    private double share(String option, double value) {
        if (!(value > 0 && value <= 1)) {
            throw new ParameterException(spec.commandLine(), option + " is a share of the machine's CPU, above 0 and at most 1 (0.10 for 10 %), not " + value);
        }
        return value;
    }
}
