package dev.wirerace.results.stats;

import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunPrecision;
import dev.wirerace.results.data.RunSettings;
import dev.wirerace.results.data.ScenarioOrder;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.TrustWords;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The answer before the table: for each scenario (operation, callers, load), the wires ranked by p50 with
 * their 95 % intervals, each set against the wire above it by their paired ratio (PairedRanking), and one line
 * that says which remote wire is fastest and whether it is clearly so.
 * Data first: the console (format.RunDigestText) and the page render these records.
 */
public final class RunDigest {

    /** Ranked just below a row the paired data cannot order it against: neither is clearly ahead. */
    public static final String TIE = "tie";
    /** Ranked below a row that the paired ratios put ahead of it, the scenario's false discovery rate held. */
    public static final String CLEAR = "clear";
    /** No paired ratio against the row above: too few forks or rounds to say. */
    public static final String NO_INTERVAL = "no interval";
    /** No p50 at all: every call failed. */
    public static final String FAILED = "failed";

    /**
     * @param intervals where the intervals come from, said once: forks, or only the rounds of one JVM pair
     * @param precision how precise the run came out and where more time would go best (RunPrecision); null
     *        for a run of one fork
     * @param warmup which wires the warm-up ran out before, and the budget that would give them time
     *        (WarmupShortfall); null when every wire was steady
     * @param runToRun where a second run of the same command would land, from same-code pairs kept for this design,
     *        or that it is not yet known; null where the reader did not say (a run of one fork)
     * @param basis what the answer rests on (RunBasis): forks, rounds, clean rows, waits for a quiet host,
     *        the precision reached against what was asked; null without settings
     */
    public record Digest(String runId, String intervals, String precision, String runToRun, String warmup,
            List<Group> groups, String basis) {
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
     * @param p50Micros the row's centre: the geometric mean of its forks' p50s (each fork weighs alike)
     * @param p50LowMicros the 95 % interval of the p50, with {@code p50HighMicros}; null without one
     * @param overAbove this row's p50 over the row ranked just above, paired fork by fork (round by round in a run
     *        of one fork), with its 95 % interval ({@code overAboveLow}, {@code overAboveHigh}); null for the first
     *        row and where the pair has no degree of freedom
     * @param bytesPerCall bytes up and down per call; null for in-process wires
     * @param brokerCpuMicros the broker's CPU per call, the broker wires' third tier; null for every other wire
     * @param standing against the row ranked just above: "" for the first, or TIE, CLEAR, NO_INTERVAL, FAILED
     * @param why each reason, in words, not to take the figure as it stands
     */
    public record Entry(int rank, String way, boolean remote, boolean floor, Double p50Micros, Double p50LowMicros,
            Double p50HighMicros, Double overAbove, Double overAboveLow, Double overAboveHigh, Double floorMultiple,
            Double clientCpuMicros, Double serverCpuMicros, Double bytesPerCall, String standing, List<String> why,
            Double brokerCpuMicros) {

        /** The wire the answer may name: remote, and not a bare-socket floor. */
        boolean contender() {
            return remote && !floor && p50Micros != null;
        }
    }

    private RunDigest() {
    }

    public static Digest of(RunDocument run) {
        return of(run, null);
    }

    /** @param runToRun the run-to-run term for this run's design (CompareCalibration); null: not said */
    public static Digest of(RunDocument run, RunComparison.RunToRun runToRun) {
        RunSettings settings = run.settings();
        RunPrecision precision = settings == null ? null : settings.precision();
        List<Group> groups = groups(run);
        return new Digest(run.runId(), intervalSource(run.scenarios()), precision == null ? null : precision.describe(),
                runToRun == null || precision == null ? null : secondRun(runToRun, precision),
                settings == null ? null : WarmupShortfall.describe(settings.warmup()), groups,
                RunBasis.describe(run, groups));
    }

    /**
     * Where a second run of the same command would land against this one, on the median row's p50: both runs' own
     * intervals and the run-to-run term between them; or that the term is not yet known.
     */
    static String secondRun(RunComparison.RunToRun runToRun, RunPrecision precision) {
        if (!runToRun.known()) {
            return "run to run: how far a second run of this command lands from this one is not yet known, and the"
                    + " intervals above hold only this run's own forks (./wirerace compare --calibrate A B on two runs of"
                    + " this command measures it)";
        }
        double own = precision.medianHalfWidth() == null ? 0 : Math.log1p(precision.medianHalfWidth()) / 1.96;
        double apart = 1.96 * Math.sqrt(2 * own * own + runToRun.p50LogSd() * runToRun.p50LogSd());
        return String.format(Locale.ROOT, "run to run: a second run of this command would land within ±%.0f %% of this"
                + " one on the median row's p50 (95 %%; the run-to-run term %s)", 100 * Math.expm1(apart), runToRun.source());
    }

    /** The run's scenarios, grouped and ranked, in the order of {@link ScenarioOrder#BY_SCENARIO}. */
    public static List<Group> groups(RunDocument run) {
        Map<String, List<ScenarioResult>> byScenario = new LinkedHashMap<>();
        run.scenarios().stream().sorted(ScenarioOrder.BY_SCENARIO.thenComparing(ScenarioOrder.BY_WIRE))
                .forEach(row -> byScenario.computeIfAbsent(scenarioOf(row), key -> new ArrayList<>()).add(row));
        List<List<ScenarioResult>> groups = List.copyOf(byScenario.values());
        PairedRanking ranking = PairedRanking.of(groups);
        return groups.stream().map(rows -> group(ranking.rank(rows))).toList();
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
        return row.operationLabel() + " c=" + row.load().concurrency() + " @" + row.load().targetRatePerSecond();
    }

    private static Group group(PairedRanking.Ranked ranked) {
        List<Entry> entries = new ArrayList<>();
        List<ScenarioResult> rows = ranked.rows();
        for (int i = 0; i < rows.size(); i++) {
            entries.add(entry(i + 1, rows.get(i), i == 0 ? null : ranked.between(rows.get(i - 1), rows.get(i))));
        }
        ScenarioResult first = rows.getFirst();
        String title = title(first);
        return new Group(first.operationLabel(), first.load().concurrency(), first.load().targetRatePerSecond(), title,
                title + ": " + answer(entries, rows, ranked), List.copyOf(entries));
    }

    /** @param above how this row stands against the one ranked just above it; null for the first */
    private static Entry entry(int rank, ScenarioResult row, PairedRanking.Standing above) {
        Intervals.Interval interval = Intervals.p50(row);
        ScenarioResult.Cost cost = row.cost();
        Double bytes = cost == null || cost.traffic().bytesUp() == null || cost.traffic().bytesDown() == null ? null
                : cost.traffic().bytesUp() + cost.traffic().bytesDown();
        PairedEstimate paired = above == null ? null : above.estimate();
        Double centre = Intervals.p50Centre(row);
        return new Entry(rank, row.spoken().way(), row.spoken().remote(), row.spoken().floor(), centre,
                interval == null ? null : interval.low(), interval == null ? null : interval.high(),
                paired == null ? null : paired.ratio(), paired == null ? null : paired.low(),
                paired == null ? null : paired.high(), row.floorMultiple(),
                cost == null ? null : cost.client().cpuMicros(), cost == null ? null : cost.server().cpuMicros(), bytes,
                standing(centre, above), TrustWords.why(row),
                cost == null || cost.broker() == null ? null : cost.broker().cpuMicros());
    }

    private static String standing(Double centre, PairedRanking.Standing above) {
        if (centre == null) {
            return FAILED;
        }
        if (above == null) {
            return "";
        }
        if (above.estimate() == null) {
            return NO_INTERVAL;
        }
        return above.clear() ? CLEAR : TIE;
    }

    /** "addOne, 1 caller", "concat(500), 4 callers, 2000 calls/s". */
    private static String title(ScenarioResult row) {
        String callers = row.load().concurrency() + (row.load().concurrency() == 1 ? " caller" : " callers");
        String load = row.load().targetRatePerSecond() == null ? ""
                : String.format(Locale.ROOT, ", %d calls/s", Math.round(row.load().targetRatePerSecond()));
        return row.operationLabel() + ", " + callers + load;
    }

    /**
     * The fastest remote wire and how far ahead it is, from the paired ratios: "rmi at 98.3 µs [93.9–102.9];
     * rmi-ssl 1.10× [1.05–1.15] rmi (clear)". A tie is with every remote wire the paired data cannot order
     * against the winner, not only the runner-up: any of them could be the fastest.
     */
    private static String answer(List<Entry> entries, List<ScenarioResult> rows, PairedRanking.Ranked ranked) {
        List<Integer> remote = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).contender()) {
                remote.add(i);
            }
        }
        if (remote.isEmpty()) {
            return entries.stream().anyMatch(e -> e.remote() && !e.floor()) ? "no remote wire answered"
                    : "no remote wire measured";
        }
        Entry first = entries.get(remote.getFirst());
        ScenarioResult winner = rows.get(remote.getFirst());
        StringBuilder answer = new StringBuilder("fastest remote wire ").append(first.way()).append(" at ")
                .append(Figures.p50(first, " µs"));
        if (remote.size() == 1) {
            answer.append(", the only remote wire measured");
        } else {
            List<String> ties = new ArrayList<>();
            List<String> unknown = new ArrayList<>();
            for (int i : remote.subList(1, remote.size())) {
                PairedRanking.Standing standing = ranked.between(winner, rows.get(i));
                if (standing.estimate() == null) {
                    unknown.add(rows.get(i).spoken().way());
                } else if (!standing.clear()) {
                    ties.add(rows.get(i).spoken().way());
                }
            }
            ScenarioResult secondRow = rows.get(remote.get(1));
            PairedRanking.Standing second = ranked.between(winner, secondRow);
            if (!ties.isEmpty()) {
                answer.append(", ties with ").append(names(ties)).append(" (the paired forks do not order them)");
            } else if (second.estimate() == null) {
                answer.append(String.format(Locale.ROOT, ", %.2f× ahead of %s (%s)",
                        entries.get(remote.get(1)).p50Micros() / first.p50Micros(), secondRow.spoken().way(), NO_INTERVAL));
            } else {
                answer.append("; ").append(secondRow.spoken().way()).append(' ').append(Figures.ratio(second.estimate()))
                        .append(' ').append(first.way()).append(" (").append(CLEAR).append(')');
            }
            unknown.remove(secondRow.spoken().way()); // said as "no interval" above
            if (!unknown.isEmpty() && ties.isEmpty()) {
                answer.append("; not ordered for want of pairs: ").append(names(unknown));
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
}
