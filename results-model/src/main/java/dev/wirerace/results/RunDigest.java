package dev.wirerace.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The answer before the table: for each scenario (operation, callers, load), the wires ranked by p50 with
 * their 95 % intervals, and one line that says which remote wire is fastest and whether it is clearly so.
 * Data first: the console ({@link RunDigestText}) and the page render these records.
 */
public final class RunDigest {

    /** Ranked just below a row whose interval it overlaps: neither is clearly ahead. */
    public static final String TIE = "tie";
    /** Ranked below a row whose interval lies wholly below its own. */
    public static final String CLEAR = "clear";
    /** This row or the one above has no interval: too few forks or rounds to say. */
    public static final String NO_INTERVAL = "no interval";
    /** No p50 at all: every call failed. */
    public static final String FAILED = "failed";

    /**
     * @param intervals where the intervals come from, said once: forks, or only the rounds of one JVM pair
     * @param precision how precise the run came out and where more time would go best (RunPrecision); null
     *        for a run of one fork
     * @param warmup which wires the warm-up ran out before, and the budget that would give them time
     *        (WarmupShortfall); null when every wire was steady
     */
    public record Digest(String runId, String intervals, String precision, String warmup, List<Group> groups) {
    }

    /**
     * One scenario's wires, fastest first.
     *
     * @param title "accounts(55)[required], 4 callers"
     * @param answer the title and the fastest remote wire, and whether its lead is clear
     */
    public record Group(String operation, int concurrency, Double targetRatePerSecond, String title, String answer,
            List<Entry> entries) {
    }

    /**
     * One wire's place in its group.
     *
     * @param p50LowMicros the 95 % interval of the p50, with {@code p50HighMicros}; null without one
     * @param bytesPerCall bytes up and down per call; null for in-process wires
     * @param standing against the row ranked just above: "" for the first, or TIE, CLEAR, NO_INTERVAL, FAILED
     * @param why each reason, in words, not to take the figure as it stands
     */
    public record Entry(int rank, String way, boolean remote, boolean floor, Double p50Micros, Double p50LowMicros,
            Double p50HighMicros, Double floorMultiple, Double clientCpuMicros, Double serverCpuMicros,
            Double bytesPerCall, String standing, List<String> why) {

        /** The wire the answer may name: remote, and not a bare-socket floor. */
        boolean contender() {
            return remote && !floor && p50Micros != null;
        }

        boolean hasInterval() {
            return p50LowMicros != null && p50HighMicros != null;
        }

        boolean overlaps(Entry other) {
            return new Intervals.Interval(p50LowMicros, p50HighMicros, 0, false)
                    .overlaps(new Intervals.Interval(other.p50LowMicros, other.p50HighMicros, 0, false));
        }
    }

    private RunDigest() {
    }

    public static Digest of(RunDocument run) {
        RunSettings settings = run.settings();
        RunPrecision precision = settings == null ? null : settings.precision();
        return new Digest(run.runId(), intervalSource(run.scenarios()), precision == null ? null : precision.describe(),
                settings == null ? null : WarmupShortfall.describe(settings.warmup()), groups(run));
    }

    /** The run's scenarios, grouped and ranked, in the order of {@link ScenarioOrder#BY_SCENARIO}. */
    public static List<Group> groups(RunDocument run) {
        Map<String, List<ScenarioResult>> byScenario = new LinkedHashMap<>();
        run.scenarios().stream().sorted(ScenarioOrder.BY_SCENARIO.thenComparing(ScenarioOrder.BY_WIRE))
                .forEach(row -> byScenario.computeIfAbsent(scenarioOf(row), key -> new ArrayList<>()).add(row));
        return byScenario.values().stream().map(RunDigest::group).toList();
    }

    /** The digest as console text, to print before the table. */
    public static String render(RunDocument run) {
        return RunDigestText.render(of(run));
    }

    /** Said once, because it decides how far every "tie" and "clear" below can be trusted. */
    static String intervalSource(List<ScenarioResult> rows) {
        List<Integer> forks = rows.stream().filter(row -> row.forks() != null && row.forks().count() >= 2)
                .map(row -> row.forks().count()).distinct().sorted().toList();
        if (!forks.isEmpty()) {
            String count = forks.size() == 1 ? String.valueOf(forks.getFirst())
                    : forks.getFirst() + " to " + forks.getLast();
            return "95 % intervals over " + count + " forks (each a fresh start of both JVMs)";
        }
        if (rows.stream().anyMatch(row -> Intervals.p50(row) != null)) {
            return "95 % intervals over the rounds of one JVM pair: too narrow, they miss the JVM-to-JVM shift";
        }
        return "no intervals: the run kept neither forks nor per-round figures";
    }

    private static String scenarioOf(ScenarioResult row) {
        return row.operationLabel() + " c=" + row.concurrency() + " @" + row.targetRatePerSecond();
    }

    private static Group group(List<ScenarioResult> rows) {
        List<ScenarioResult> ranked = rows.stream().sorted(Comparator
                .comparing((ScenarioResult row) -> p50(row), Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparing(ScenarioOrder.BY_WIRE)).toList();
        List<Entry> entries = new ArrayList<>();
        for (ScenarioResult row : ranked) {
            entries.add(entry(entries.size() + 1, row, entries.isEmpty() ? null : entries.getLast()));
        }
        ScenarioResult first = ranked.getFirst();
        String title = title(first);
        return new Group(first.operationLabel(), first.concurrency(), first.targetRatePerSecond(), title,
                title + ": " + answer(entries), List.copyOf(entries));
    }

    private static Entry entry(int rank, ScenarioResult row, Entry above) {
        Intervals.Interval interval = Intervals.p50(row);
        ScenarioResult.Cost cost = row.cost();
        Double bytes = cost == null || cost.bytesUp() == null || cost.bytesDown() == null ? null
                : cost.bytesUp() + cost.bytesDown();
        Entry entry = new Entry(rank, row.way(), row.remote(), row.floor(), p50(row),
                interval == null ? null : interval.low(), interval == null ? null : interval.high(), row.floorMultiple(),
                cost == null ? null : cost.clientCpuMicros(), cost == null ? null : cost.serverCpuMicros(), bytes, "",
                TrustWords.why(row));
        return withStanding(entry, standing(entry, above));
    }

    private static String standing(Entry entry, Entry above) {
        if (entry.p50Micros() == null) {
            return FAILED;
        }
        if (!entry.hasInterval()) {
            return NO_INTERVAL;
        }
        if (above == null) {
            return "";
        }
        if (!above.hasInterval()) {
            return NO_INTERVAL;
        }
        return entry.overlaps(above) ? TIE : CLEAR;
    }

    private static Entry withStanding(Entry e, String standing) {
        return new Entry(e.rank(), e.way(), e.remote(), e.floor(), e.p50Micros(), e.p50LowMicros(), e.p50HighMicros(),
                e.floorMultiple(), e.clientCpuMicros(), e.serverCpuMicros(), e.bytesPerCall(), standing, e.why());
    }

    /** "addOne, 1 caller", "concat(500), 4 callers, 2000 calls/s". */
    private static String title(ScenarioResult row) {
        String callers = row.concurrency() + (row.concurrency() == 1 ? " caller" : " callers");
        String load = row.targetRatePerSecond() == null ? ""
                : String.format(Locale.ROOT, ", %d calls/s", Math.round(row.targetRatePerSecond()));
        return row.operationLabel() + ", " + callers + load;
    }

    /**
     * The fastest remote wire and how far ahead it is. A tie is with every remote wire whose interval
     * overlaps the winner's, not only the runner-up's: any of them could be the fastest.
     */
    private static String answer(List<Entry> entries) {
        List<Entry> remote = entries.stream().filter(Entry::contender).toList();
        if (remote.isEmpty()) {
            return entries.stream().anyMatch(e -> e.remote() && !e.floor()) ? "no remote wire answered"
                    : "no remote wire measured";
        }
        Entry first = remote.getFirst();
        StringBuilder answer = new StringBuilder("fastest remote wire ").append(first.way()).append(" at ")
                .append(RunDigestText.p50(first, " µs"));
        if (remote.size() == 1) {
            answer.append(", the only remote wire measured");
        } else {
            Entry second = remote.get(1);
            List<String> ties = remote.stream().skip(1).filter(e -> first.hasInterval() && e.hasInterval()
                    && e.overlaps(first)).map(Entry::way).toList();
            if (!ties.isEmpty()) {
                answer.append(", ties with ").append(names(ties)).append(" (intervals overlap)");
            } else {
                answer.append(String.format(Locale.ROOT, ", %.2f× ahead of %s (%s)", second.p50Micros() / first.p50Micros(),
                        second.way(), first.hasInterval() && second.hasInterval() ? CLEAR : NO_INTERVAL));
            }
        }
        // the reasons would not fit on the answer's one line; its row, a few lines down, names them all
        if (!first.why().isEmpty()) {
            answer.append("; ").append(first.way()).append(" flagged, see its row");
        }
        return answer.toString();
    }

    /** "a", "a and b", "a, b and c", "a, b, c and 4 more": an answer line stays one line. */
    static String names(List<String> names) {
        if (names.size() > 3) {
            return String.join(", ", names.subList(0, 3)) + " and " + (names.size() - 3) + " more";
        }
        if (names.size() == 1) {
            return names.getFirst();
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.getLast();
    }

    private static Double p50(ScenarioResult row) {
        Double p50 = row.latencyMicros() == null ? null : row.latencyMicros().p50();
        return p50 == null || p50.isNaN() ? null : p50;
    }
}
