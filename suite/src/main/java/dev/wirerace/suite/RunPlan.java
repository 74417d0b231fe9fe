package dev.wirerace.suite;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import dev.wirerace.engine.CallerThreads;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.model.WorkSetting;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a run is asked to do, typed: the launcher builds it from its options and hands it to the
 * presentation-service as JSON in one system property ({@value #PROPERTY}); forks and children get it the
 * same way. Anything null takes the suite's own default.
 *
 * @param references after our clients, wrk, h2load and ghz on the same endpoints (ReferenceLoads)
 * @param shuffleSeed the seed of the wire order's shuffle; null for a random one, recorded in the results
 * @param work the business core's own work per call, in both tiers (the in-process wires run the core too)
 */
public record RunPlan(Durations durations, Selection selection, Load load, Noise noise, Forks forks,
        boolean references, Long shuffleSeed, Work work) {

    /** The system property that carries the plan. */
    public static final String PROPERTY = "wirerace.run-plan";

    /** Every suite's own defaults. */
    public static final RunPlan DEFAULTS = new RunPlan(Durations.SUITE, Selection.SUITE, Load.CLOSED,
            Noise.DEFAULTS, Forks.ONE, false, null, Work.NONE);

    private static final ObjectMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new SimpleModule().addSerializer(Duration.class, new DurationWriter())
                    .addDeserializer(Duration.class, new DurationReader()))
            .build();
    private static final Pattern SHORT_DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)(ns|us|µs|ms|s|m|h)");

    public RunPlan {
        durations = durations == null ? Durations.SUITE : durations;
        selection = selection == null ? Selection.SUITE : selection;
        load = load == null ? Load.CLOSED : load;
        noise = noise == null ? Noise.DEFAULTS : noise;
        forks = forks == null ? Forks.ONE : forks;
        work = work == null ? Work.NONE : work;
    }

    /**
     * The suite's time plan, overridden where not null.
     *
     * @param warmup before each scenario's measured iterations; its statistics are thrown away
     * @param iterations measured iterations per scenario
     * @param iteration the length of one measured iteration
     * @param wireWarmup each wire's least time in the warm-up pass that precedes all measurement (WireWarmup)
     * @param warmupBudget the most the whole warm-up pass may take while wires are still getting faster
     */
    public record Durations(Duration warmup, Integer iterations, Duration iteration, Duration wireWarmup,
            Duration warmupBudget) {
        public static final Durations SUITE = new Durations(null, null, null, null, null);

        public Durations withIterations(Integer value) {
            return new Durations(warmup, value, iteration, wireWarmup, warmupBudget);
        }

        public Durations withWarmupBudget(Duration value) {
            return new Durations(warmup, iterations, iteration, wireWarmup, value);
        }

        /** A plan written by hand is held to what the command line's options are (DurationOption). */
        public Durations {
            check("warmup", warmup, true);
            check("iteration", iteration, false);
            check("wireWarmup", wireWarmup, false);
            check("warmupBudget", warmupBudget, false);
            if (iterations != null && iterations < 1) {
                throw new IllegalArgumentException("iterations: at least 1, not " + iterations);
            }
        }

        private static void check(String name, Duration duration, boolean zeroAllowed) {
            if (duration != null) {
                requireLongEnough(name, duration, duration.toString(), zeroAllowed);
            }
        }

        /**
         * The rule for every duration of a plan: above 0, or at least 0 where zero may be asked; otherwise an
         * IllegalArgumentException naming {@code name} and showing the duration as {@code shown} (as it was asked).
         */
        public static Duration requireLongEnough(String name, Duration duration, String shown, boolean zeroAllowed) {
            if (duration.isNegative() || (duration.isZero() && !zeroAllowed)) {
                throw new IllegalArgumentException(name + ": " + (zeroAllowed ? "at least" : "above") + " 0, not "
                        + shown);
            }
            return duration;
        }
    }

    /**
     * What is measured, narrowed where not null.
     *
     * @param wires only these: a wire id keeps every model and client of the wire the run has, a way id
     *        ({@code rest-http:virtual@quarkus-rest}, see Way) that model and client only
     * @param servers the server models besides each wire's default (always measured): "all", "default", or
     *        model ids (ServerModel)
     * @param clients the clients besides each wire's default (always measured): "all", "default", or client ids
     * @param accounts every accounts scenario once per list size here
     * @param concurrency every closed or fixed-rate scenario once per number of callers here
     */
    public record Selection(List<String> wires, List<String> servers, List<String> clients, List<Integer> accounts,
            List<Integer> concurrency, boolean payload) {
        public static final Selection SUITE = new Selection(null, null, null, null, null);

        /** Without the user's payload's rows (they come with --payload; the smoke suite has them always). */
        public Selection(List<String> wires, List<String> servers, List<String> clients, List<Integer> accounts,
                List<Integer> concurrency) {
            this(wires, servers, clients, accounts, concurrency, false);
        }

        /** The same selection with the payload's fetch and store rows, or without. */
        public Selection withPayload(boolean value) {
            return new Selection(wires, servers, clients, accounts, concurrency, value);
        }

        /** The most callers a scenario may have: the client's bulkhead and connection pools are sized for it. */
        public static final int MAX_CONCURRENCY = 1_024;
    }

    /**
     * @param model closed loop (the studies' way) or fixed arrival rate (open loop, no coordinated omission)
     * @param rates the fixed-rate model's arrivals per second per scenario, each scenario measured once per rate
     *        (several find each way's knee: RateKnees); null for 1,000
     * @param callers the callers' threads: platform (null) or virtual
     */
    public record Load(LoadModel model, List<Double> rates, CallerThreads callers) {
        public static final Load CLOSED = new Load(LoadModel.CLOSED, null, CallerThreads.PLATFORM);

        /** The fixed-rate model's rate when none is given. */
        public static final double DEFAULT_RATE = 1_000;

        public Load {
            model = model == null ? LoadModel.CLOSED : model;
            callers = callers == null ? CallerThreads.PLATFORM : callers;
            rates = rates == null || rates.isEmpty() ? null : List.copyOf(rates);
        }

        public Load(LoadModel model, Double rate) {
            this(model, rate == null ? null : List.of(rate), CallerThreads.PLATFORM);
        }

        /** The arrival rates the fixed-rate model offers, lowest first; {0} in the closed model. */
        public List<Double> offeredRates() {
            return model != LoadModel.FIXED_RATE ? List.of(0.0)
                    : rates == null ? List.of(DEFAULT_RATE) : rates.stream().sorted().distinct().toList();
        }

        /** The one rate a run records in its settings; null in the closed model or when it offered several. */
        public Double recordedRate() {
            List<Double> offered = offeredRates();
            return model == LoadModel.FIXED_RATE && offered.size() == 1 ? offered.getFirst() : null;
        }
    }

    /**
     * The noise guard (NoiseGuard): a round in which processes other than the two tiers took more than
     * {@code othersLimit} of the machine's CPU time, or the hypervisor stole more than {@code stealLimit}, is
     * disturbed, and measured again once the host is quiet for as long as {@code patience} lasts (this run's: the
     * launcher gives each fork its share of the whole run's; null: the suite's, Suite.patienceOfThisFork); with no
     * patience, right away, at most {@code remeasureShare} of a run's rounds.
     */
    public record Noise(double othersLimit, double stealLimit, double remeasureShare, Duration patience) {
        public static final Noise DEFAULTS = new Noise(0.10, 0.05, 0.25, null);

        public Noise withPatience(Duration value) {
            return new Noise(othersLimit, stealLimit, remeasureShare, value);
        }
    }

    public RunPlan withNoise(Noise value) {
        return new RunPlan(durations, selection, load, value, forks, references, shuffleSeed, work);
    }

    /**
     * @param eachWire each wire in a fresh JVM of its own ({@code --fork}), so that no wire is measured with
     *        the JIT profiles another left in the client
     * @param index this run is fork {@code index} of {@code count}: the launcher starts both tiers afresh
     *        for each and merges their runs (the unit of repetition is a start of both JVMs, as JMH's forks)
     */
    public record Forks(boolean eachWire, int index, int count) {
        public static final Forks ONE = new Forks(false, 1, 1);
    }

    /**
     * CPU time the business core spends on every call before it answers ({@code --work}), and time it sleeps
     * ({@code --wait}: {@code sleep}); zero for none. The launcher hands them to both tiers' JVMs as the core's settings
     * (WorkSetting), and the run records what the business tier reports it applied.
     */
    public record Work(Duration cpu, Duration sleep) {
        /** A call's own work is a stand-in for an application's, not a way to stall the run. */
        public static final Duration MOST = Duration.ofSeconds(1);
        public static final Work NONE = new Work(Duration.ZERO, Duration.ZERO);

        public Work {
            cpu = checked("work", cpu);
            sleep = checked("wait", sleep);
        }

        private static Duration checked(String name, Duration value) {
            if (value == null) {
                return Duration.ZERO;
            }
            Durations.requireLongEnough(name, value, value.toString(), true);
            if (value.compareTo(MOST) > 0) {
                throw new IllegalArgumentException(name + ": at most 1 s per call, not " + value);
            }
            return value;
        }

        /** The core's settings as JVM options, for both tiers; none for none. */
        public List<String> jvmOptions() {
            List<String> options = new java.util.ArrayList<>();
            if (!cpu.isZero()) {
                options.add("-D" + WorkSetting.NANOS + "=" + cpu.toNanos());
            }
            if (!sleep.isZero()) {
                options.add("-D" + WorkSetting.WAIT_NANOS + "=" + sleep.toNanos());
            }
            return options;
        }
    }

    public RunPlan withWork(Work value) {
        return new RunPlan(durations, selection, load, noise, forks, references, shuffleSeed, value);
    }

    public RunPlan withDurations(Durations value) {
        return new RunPlan(value, selection, load, noise, forks, references, shuffleSeed, work);
    }

    public RunPlan withSelection(Selection value) {
        return new RunPlan(durations, value, load, noise, forks, references, shuffleSeed, work);
    }

    public RunPlan withLoad(Load value) {
        return new RunPlan(durations, selection, value, noise, forks, references, shuffleSeed, work);
    }

    public RunPlan withForks(Forks value) {
        return new RunPlan(durations, selection, load, noise, value, references, shuffleSeed, work);
    }

    public RunPlan withReferences(boolean value) {
        return new RunPlan(durations, selection, load, noise, forks, value, shuffleSeed, work);
    }

    /** Only {@code ways} (way or wire ids), with their own models and clients. */
    public RunPlan withWires(List<String> ways) {
        return withSelection(new Selection(List.copyOf(ways), selection.servers(), selection.clients(),
                selection.accounts(), selection.concurrency(), selection.payload()));
    }

    /** This plan as {@code -D}{@value #PROPERTY}{@code =...}, for a child JVM's command line. */
    public String asProperty() {
        return "-D" + PROPERTY + "=" + toJson();
    }

    public String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a run plan that cannot be written: " + e.getMessage(), e);
        }
    }

    /** The plan in {@code json}; an IllegalArgumentException that says what is wrong with it otherwise. */
    public static RunPlan fromJson(String json) {
        try {
            return JSON.readValue(json, RunPlan.class);
        } catch (IOException e) {
            throw new IllegalArgumentException(PROPERTY + " is not a run plan: " + e.getMessage(), e);
        }
    }

    /** 500ms, 2s, 1.5m, 1h, or ISO-8601 (PT2S); an IllegalArgumentException otherwise. */
    public static Duration duration(String text) {
        Matcher matcher = SHORT_DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (matcher.matches()) {
            double amount = Double.parseDouble(matcher.group(1));
            long nanosPerUnit = switch (matcher.group(2)) {
                case "ns" -> 1L;
                case "us", "µs" -> 1_000L;
                case "ms" -> 1_000_000L;
                case "s" -> 1_000_000_000L;
                case "m" -> 60_000_000_000L;
                default -> 3_600_000_000_000L;
            };
            return Duration.ofNanos(Math.round(amount * nanosPerUnit));
        }
        try {
            return Duration.parse(text.trim());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("a duration such as 20us, 500ms, 2s or 5m, not '" + text + "'");
        }
    }

    /** Durations as ISO-8601 text, which reads back exactly. */
    private static final class DurationWriter extends JsonSerializer<Duration> {
        @Override
        public void serialize(Duration value, JsonGenerator out, SerializerProvider provider) throws IOException {
            out.writeString(value.toString());
        }
    }

    private static final class DurationReader extends JsonDeserializer<Duration> {
        @Override
        public Duration deserialize(JsonParser in, DeserializationContext context) throws IOException {
            return duration(in.getValueAsString());
        }
    }
}
