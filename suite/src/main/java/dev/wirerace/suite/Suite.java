package dev.wirerace.suite;

import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.Timing;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

/** The scenario sets a run can be asked for, each with its own time plan. */
public enum Suite {

    /**
     * Every wire × addOne and accounts × concurrency 1 and 4, two rounds per fork (the launcher runs two
     * forks; the rounds of one fork say little that its forks do not): under 3 minutes a fork on 2 cores,
     * most of it the warm-up (both tiers' JIT compiling every wire's code). The pass ends when the last wire is
     * steady, SOAP, bound by its 15,000 calls: 85 to 109 s of the pass in 20 forks, so 115 s
     * left it rising in 3 of 30 forks on a slower host (and both forks of a fresh clone's first run). The budget
     * is a cap, spent only by a fork that needs it: 140 s lets a host a quarter slower finish
     * (docs/notebook/figures-you-can-act-on.md).
     */
    QUICK("Every wire (broker-durable on request: --wires) x addOne and accounts x concurrency 1 and 4, in 2 forks"
            + " (both tiers started afresh for each), warmed up until steady; the answer per operation, the table and"
            + " results/<runId>/ (about 8 minutes, and a minute for the round trips after it).", 2,
            rounds(2).of(millis(160)).after(millis(134)), warmupPass(Duration.ofMillis(1_200), 15_000).until(Duration.ofSeconds(140))) {
        @Override
        List<Scenario> scenarios() {
            List<Scenario> scenarios = new ArrayList<>();
            for (Wire wire : Wire.values()) {
                for (int concurrency : new int[] { 1, 4 }) {
                    scenarios.add(Scenario.closed(wire, Operation.ADD_ONE, TxMode.NONE, 0, concurrency));
                    scenarios.add(Scenario.closed(wire, Operation.ACCOUNTS, TxMode.NONE, Accounts.STANDARD_COUNT,
                            concurrency));
                }
            }
            return scenarios;
        }
    },

    /** The studies' own experiments, one thread as they did, beside their published figures. */
    SEEDS("The original studies' own experiments, one thread, set beside their published figures, in 2 forks"
            + " (about 18 minutes).", 2, rounds(5).of(millis(1_000)).after(millis(2_000)), warmupPass(Duration.ofSeconds(3), 30_000).until(Duration.ofSeconds(150))) {
        @Override
        List<Scenario> scenarios() {
            List<Scenario> scenarios = new ArrayList<>();
            // study 1: local, remote same JVM, remote other JVM, HTTP, HTTPS
            for (Wire wire : EnumSet.of(Wire.LOCAL, Wire.RMI_SAME_JVM, Wire.RMI, Wire.REST_HTTP, Wire.REST_HTTPS_H1,
                    Wire.FLOOR_TCP, Wire.EMPTY)) {
                scenarios.add(Scenario.closed(wire, Operation.ADD_ONE, TxMode.NONE, 0, 1));
            }
            // study 2: add and 500-character concat, RMI vs RMI over SSL
            for (Wire wire : EnumSet.of(Wire.RMI, Wire.RMI_SSL, Wire.FLOOR_TCP)) {
                scenarios.add(Scenario.closed(wire, Operation.CONCAT, TxMode.NONE, 500, 1));
            }
            scenarios.add(Scenario.closed(Wire.RMI_SSL, Operation.ADD_ONE, TxMode.NONE, 0, 1));
            // study 1's own method: runs of 10 to 100,000 calls (see SuiteRunner for the run counts)
            for (Wire wire : EnumSet.of(Wire.LOCAL, Wire.RMI_SAME_JVM, Wire.RMI, Wire.REST_HTTP, Wire.REST_HTTPS_H1)) {
                for (int calls : new int[] { 10, 100, 1_000, 10_000, 100_000 }) {
                    scenarios.add(Scenario.batch(wire, calls));
                }
            }
            // study 5: the 55-account list over every wire, the transaction variants over RMI (its remote EJB)
            for (Wire wire : Wire.values()) {
                scenarios.add(Scenario.closed(wire, Operation.ACCOUNTS, TxMode.NONE, Accounts.STANDARD_COUNT, 1));
            }
            for (TxMode tx : EnumSet.of(TxMode.REQUIRED, TxMode.NEVER, TxMode.SUPPORTS)) {
                scenarios.add(Scenario.closed(Wire.RMI, Operation.ACCOUNTS, tx, Accounts.STANDARD_COUNT, 1));
                scenarios.add(Scenario.closed(Wire.LOCAL, Operation.ACCOUNTS, tx, Accounts.STANDARD_COUNT, 1));
            }
            return scenarios;
        }
    },

    /**
     * Every client of every wire, concurrency 1/4/16/64 and the payload sweeps: concat of 16 B to 64 KiB per string, account lists of 1,
     * 55 and 1,000. Long: see docs/commands.md, "The suites".
     */
    FULL("Every wire x addOne, accounts of 1/55/1,000 and concat of 16 B to 64 KiB x concurrency 1/4/16/64, in 2"
            + " forks (about 4 hours).", 2, rounds(5).of(millis(2_000)).after(millis(3_000)), warmupPass(Duration.ofSeconds(6), 30_000).until(Duration.ofSeconds(300))) {
        @Override
        List<Scenario> scenarios() {
            List<Scenario> scenarios = new ArrayList<>();
            for (Wire wire : Wire.values()) {
                for (int concurrency : new int[] { 1, 4, 16, 64 }) {
                    scenarios.add(Scenario.closed(wire, Operation.ADD_ONE, TxMode.NONE, 0, concurrency));
                    for (int count : new int[] { 1, Accounts.STANDARD_COUNT, 1_000 }) {
                        scenarios.add(Scenario.closed(wire, Operation.ACCOUNTS, TxMode.NONE, count, concurrency));
                    }
                    for (int length : new int[] { 16, 512, 4_096, 65_536 }) {
                        scenarios.add(Scenario.closed(wire, Operation.CONCAT, TxMode.NONE, length, concurrency));
                    }
                }
            }
            return scenarios;
        }
    },

    /**
     * Every remote wire, addOne at concurrency 4, long enough for the fault plan ({@code --faults link|kill},
     * see FaultInjector) to act and the wire to recover: errors by kind and breaker transitions are the figures.
     */
    FAULTS("Every remote wire under a fault plan (--faults link|kill): errors by kind, breaker transitions and"
            + " recovery.", 1, rounds(4).of(millis(3_000)).after(millis(1_000)), warmupPass(Duration.ofSeconds(1), 0).until(Duration.ofSeconds(11))) {
        @Override
        List<Scenario> scenarios() {
            return Arrays.stream(Wire.values()).filter(Wire::remote).filter(wire -> wire.carries(Operation.ADD_ONE))
                    .map(wire -> Scenario.closed(wire, Operation.ADD_ONE, TxMode.NONE, 0, 4)).toList();
        }
    },

    /** A few seconds over every wire, client and operation: for tests and a first look, not for figures. */
    SMOKE("Every wire x every operation, a few hundred ms each: a correctness check, not figures (about 2 minutes: every server model and client of every wire).", 1,
            rounds(2).of(millis(150)).after(millis(100)), warmupPass(Duration.ofMillis(500), 0).until(Duration.ofSeconds(7))) {
        @Override
        List<Scenario> scenarios() {
            List<Scenario> scenarios = new ArrayList<>();
            for (Wire wire : Wire.values()) {
                scenarios.add(Scenario.closed(wire, Operation.ADD_ONE, TxMode.NONE, 0, 2));
                scenarios.add(Scenario.closed(wire, Operation.CONCAT, TxMode.NONE, 500, 1));
                scenarios.add(Scenario.closed(wire, Operation.ACCOUNTS, TxMode.REQUIRED, Accounts.STANDARD_COUNT, 1));
                scenarios.add(Scenario.closed(wire, Operation.ACCOUNTS, TxMode.NONE, 1_000, 1));
                scenarios.add(Scenario.payload(wire, Operation.FETCH, 1));
                scenarios.add(Scenario.payload(wire, Operation.STORE, 2));
            }
            return scenarios;
        }
    };

    private final String summary;
    private final int defaultForks;
    private final Timing timing;
    private final WireWarmup wireWarmup;

    /**
     * @param wireWarmup the warm-up pass: long enough for the JIT to compile every wire's paths on both tiers,
     *        which the short per-scenario warm-up alone would not allow; the smoke and faults suites, which are
     *        not about speed, have budgets of each wire's least time only
     */
    Suite(String summary, int defaultForks, Timing timing, WireWarmup wireWarmup) {
        this.summary = summary;
        this.defaultForks = defaultForks;
        this.timing = timing;
        this.wireWarmup = wireWarmup;
    }

    abstract List<Scenario> scenarios();

    /**
     * The user's payload's rows (--payload): fetch and store beside each of this suite's rows of the account list,
     * at its numbers of callers. The smoke suite has them always, as its own rows.
     */
    private List<Scenario> withPayload(List<Scenario> builtIn) {
        if (this == SMOKE) {
            return builtIn;
        }
        record ListRow(Wire wire, int callers) {
        }
        List<Scenario> scenarios = new ArrayList<>(builtIn);
        builtIn.stream().filter(s -> s.operation() == Operation.ACCOUNTS && s.tx() == TxMode.NONE
                && s.loadModel() != LoadModel.BATCH).map(s -> new ListRow(s.wire(), s.concurrency())).distinct()
                .forEach(row -> {
                    scenarios.add(Scenario.payload(row.wire(), Operation.FETCH, row.callers()));
                    scenarios.add(Scenario.payload(row.wire(), Operation.STORE, row.callers()));
                });
        return scenarios;
    }

    /** The suite's rows, with the payload's or not, each of an operation its wire carries (Wire#carries). */
    private List<Scenario> rows(boolean payload) {
        return (payload ? withPayload(scenarios()) : scenarios()).stream().filter(s -> s.wire().carries(s.operation()))
                .toList();
    }

    /** What the suite measures and how long it takes, for the command line's help. */
    public String summary() {
        return summary;
    }

    /**
     * The defaults a run of this suite takes unless told, in words, for its help: made from the suite itself, so that
     * no option's description types them.
     */
    public String defaultsInWords() {
        StringBuilder words = new StringBuilder(String.format(Locale.ROOT, "Its defaults: %d fork%s of %d rounds of %s"
                + " per scenario, each after %s of warm-up (--forks, --iterations, --iteration, --warmup); each wire's"
                + " warm-up pass at most %s (--warmup-budget)", defaultForks, defaultForks == 1 ? "" : "s",
                timing.iterations(), shortly(timing.iteration()), shortly(timing.warmup()), shortly(wireWarmup.budget())));
        if (defaultPrecision() != null) {
            words.append(String.format(Locale.ROOT, "; forks added up to a precision of ±%.0f%% (--precision) within %s"
                    + " (--budget)", 100 * defaultPrecision(), shortly(defaultBudget())));
        }
        if (!patience().isZero()) {
            words.append("; at most ").append(shortly(patience())).append(" of waits for a quiet host (--patience)");
        }
        return words.append('.').toString();
    }

    /** 160ms, 2s, 3m, 8h: as the options take them. */
    private static String shortly(Duration duration) {
        long millis = duration.toMillis();
        if (millis % 3_600_000 == 0) {
            return millis / 3_600_000 + "h";
        }
        if (millis % 60_000 == 0) {
            return millis / 60_000 + "m";
        }
        return millis % 1_000 == 0 ? millis / 1_000 + "s" : millis + "ms";
    }

    /**
     * How many forks the launcher runs by default: two where the figures are the point (the long suites too,
     * whose many rounds per fork already take an hour), one for the correctness check and the faults.
     */
    public int defaultForks() {
        return defaultForks;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * This suite's scenarios under the run's settings (server models, clients, load model, wire filter,
     * account-list sizes, numbers of callers). Each model asked for is measured with the wire's default client
     * and each client asked for on the wire's default model; a model and a client that are both not the
     * default meet only when both were asked for by name (or the wire filter names that way).
     */
    public List<Scenario> scenarios(RunPlan plan) {
        RunPlan.Selection selection = plan.selection();
        Set<String> wires = selection.wires() == null ? null : Set.copyOf(selection.wires());
        if (wires != null) {
            wires.forEach(Way::byId);
        }
        Set<ServerModel> servers = servers(selection, wires);
        Set<Client> clients = clients(selection, wires);
        boolean crossed = selection.servers() != null && selection.clients() != null;
        List<Integer> sizes = selection.accounts();
        if (sizes != null && sizes.stream().anyMatch(n -> n < 1 || n > Accounts.MAX_COUNT)) {
            throw new IllegalArgumentException("accounts: list sizes from 1 to " + Accounts.MAX_COUNT + ", not " + sizes);
        }
        List<Integer> callers = selection.concurrency();
        if (callers != null && callers.stream().anyMatch(n -> n < 1 || n > RunPlan.Selection.MAX_CONCURRENCY)) {
            throw new IllegalArgumentException("concurrency: 1 to " + RunPlan.Selection.MAX_CONCURRENCY
                    + " callers, not " + callers);
        }
        LoadModel model = plan.load().model();
        List<Double> rates = plan.load().offeredRates();
        return rows(selection.payload()).stream()
                // the payload is served on each wire's default model only
                .flatMap(s -> ServerModel.of(s.wire()).stream().filter(m -> m.isDefaultOf(s.wire())
                        || (servers.contains(m) && !s.operation().carriesPayload()))
                        .map(s::withServer))
                .flatMap(s -> Client.of(s.wire()).stream().filter(c -> c.isDefaultOf(s.wire()) || clients.contains(c))
                        .map(s::withClient))
                .filter(s -> s.server().isDefaultOf(s.wire()) || s.client().isDefaultOf(s.wire()) || crossed
                        || (wires != null && wires.contains(s.way().id())))
                .filter(s -> wires == null || wires.contains(s.way().id()) || wires.contains(s.wire().id()))
                .flatMap(s -> sizes == null || s.operation() != Operation.ACCOUNTS ? Stream.of(s)
                        : sizes.stream().map(s::withSize))
                .flatMap(s -> callers == null ? Stream.of(s) : callers.stream().map(s::withConcurrency))
                .distinct().flatMap(s -> rates.stream().map(rate -> s.withLoad(model, rate))).distinct().toList();
    }

    /**
     * The server models asked for besides each wire's default: the plan's, and those named by way ids in the
     * wire filter. The full and smoke suites carry every model unless told otherwise; the others each wire's
     * default only (today's serving: the event loop, accounts on a worker).
     */
    private Set<ServerModel> servers(RunPlan.Selection selection, Set<String> wires) {
        return asked(selection.servers(), ServerModel.class, ServerModel::byId, wires, Way::server);
    }

    /**
     * The clients asked for besides each wire's default: the plan's, and those named by way ids in the wire
     * filter. The full suite (for the figures) and the smoke suite (for correctness) carry every client unless
     * told otherwise; quick, seeds and faults each wire's default only, to stay short.
     */
    private Set<Client> clients(RunPlan.Selection selection, Set<String> wires) {
        return asked(selection.clients(), Client.class, Client::byId, wires, Way::client);
    }

    /** Ids asked for ("all", "default" or ids), or this suite's own choice, plus those the wire filter's ways name. */
    private <E extends Enum<E>> Set<E> asked(List<String> ids, Class<E> kind, Function<String, E> byId,
            Set<String> wires, Function<Way, E> ofWay) {
        boolean every = this == FULL || this == SMOKE;
        Set<E> asked = EnumSet.noneOf(kind);
        for (String id : ids != null ? ids : List.of(every ? "all" : "default")) {
            switch (id.trim()) {
                case "all" -> asked.addAll(EnumSet.allOf(kind));
                case "default" -> {
                }
                default -> asked.add(byId.apply(id));
            }
        }
        if (wires != null) {
            wires.stream().map(Way::byId).map(ofWay).forEach(asked::add);
        }
        return asked;
    }

    public Timing timing(RunPlan plan, Duration callTimeout) {
        RunPlan.Durations asked = plan.durations();
        return new Timing(or(asked.warmup(), timing.warmup()), or(asked.iterations(), timing.iterations()),
                or(asked.iteration(), timing.iteration()), callTimeout);
    }

    public WireWarmup wireWarmup(RunPlan plan) {
        RunPlan.Durations asked = plan.durations();
        return new WireWarmup(or(asked.wireWarmup(), wireWarmup.least()), or(asked.warmupBudget(), budget(plan)),
                wireWarmup.leastCalls());
    }

    /**
     * The warm-up pass's cap unless one is asked: the suite's own, grown with the payload's rows in the share they
     * add (quick's 64 rows become 128, its 140 s 280 s), since the pass warms every row of a wire in turn and the
     * payload's conversions are code of their own to compile. A cap, spent only while a wire is still getting faster.
     */
    private Duration budget(RunPlan plan) {
        if (!plan.selection().payload()) {
            return wireWarmup.budget();
        }
        return wireWarmup.budget().multipliedBy(rows(true).size()).dividedBy(rows(false).size());
    }

    private static <T> T or(T asked, T suiteDefault) {
        return asked != null ? asked : suiteDefault;
    }

    /**
     * Whether disturbed or compiling rounds are measured again: not in the smoke suite, a check of correctness
     * whose figures nobody reads (its re-measured rounds were a fifth of its time).
     */
    public boolean remeasures() {
        return this != SMOKE;
    }

    /**
     * How long a run of this suite may wait, its forks together, for a quiet host to measure its disturbed rounds
     * again (Remeasuring), unless told (--patience). Quick's three minutes are what its eight-minute budget leaves
     * beside two forks of about two and a half; the longer suites allow ten. None where nothing is measured again
     * (smoke) or the rounds follow a fault plan.
     */
    public Duration patience() {
        return !remeasures() || !interleaved() ? Duration.ZERO
                : this == QUICK ? Duration.ofMinutes(3) : Duration.ofMinutes(10);
    }

    /**
     * This fork's patience: the plan's, which the launcher sets for each fork from the run's (PrecisionLoop), or,
     * for a run started without it (from the page), this suite's shared evenly among the plan's forks.
     */
    public Duration patienceOfThisFork(RunPlan plan) {
        return plan.noise().patience() != null ? plan.noise().patience()
                : patience().dividedBy(Math.max(1, plan.forks().count()));
    }

    /**
     * The precision a run of this suite aims for unless told (--precision): the median row's paired interval
     * against its neighbour within ±10 %, or null where figures are not the point (smoke, faults). Quick's
     * ±12 % is what its two forks reach on a quiet host here (±10 to 11 %; a third fork took it to ±7 % and the run to
     * 8 min 19 s: docs/notebook/a-run-that-earns-its-answer.md): a noisy host's wider intervals get a fork more, a
     * quiet one's two forks stand.
     */
    public Double defaultPrecision() {
        return this == SMOKE || this == FAULTS ? null : this == QUICK ? 0.12 : 0.10;
    }

    /**
     * The time a run of this suite may take to reach its precision unless told (--budget), its forks and their
     * waits for a quiet host together. Quick's eight minutes: two forks take about five here, and a third of
     * about two and a half fits when two leave the precision short.
     */
    public Duration defaultBudget() {
        return switch (this) {
            case QUICK -> Duration.ofMinutes(8);
            case SEEDS -> Duration.ofMinutes(40);
            default -> Duration.ofHours(8);
        };
    }

    /** Rounds interleaved across scenarios, except in the faults suite, whose plan acts on one scenario's timeline. */
    public boolean interleaved() {
        return this != FAULTS;
    }

    public static Suite byId(String id) {
        for (Suite suite : values()) {
            if (suite.id().equals(id)) {
                return suite;
            }
        }
        throw new IllegalArgumentException("unknown suite '" + id + "': "
                + java.util.Arrays.stream(values()).map(Suite::id).collect(java.util.stream.Collectors.joining(", ")));
    }

    /** A suite's rounds in words: {@code rounds(2).of(millis(160)).after(millis(134))}. */
    private static Rounds rounds(int count) {
        return new Rounds(count, null);
    }

    /** So many measured rounds of a scenario in each fork, each this long, each after its own warm-up. */
    private record Rounds(int count, Duration each) {
        Rounds of(Duration length) {
            return new Rounds(count, length);
        }

        Timing after(Duration warmup) {
            return new Timing(warmup, count, each, Duration.ZERO);
        }
    }

    /** Each wire's warm-up pass: at least this long and this many calls, then {@link WarmupPass#until} its cap. */
    private static WarmupPass warmupPass(Duration atLeast, long calls) {
        return new WarmupPass(atLeast, calls);
    }

    private record WarmupPass(Duration atLeast, long calls) {
        /** The most the whole pass may take while a wire is still getting faster. */
        WireWarmup until(Duration atMost) {
            return new WireWarmup(atLeast, atMost, calls);
        }
    }

    private static Duration millis(long millis) {
        return Duration.ofMillis(millis);
    }
}
