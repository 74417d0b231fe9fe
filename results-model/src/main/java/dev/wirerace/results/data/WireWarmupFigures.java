package dev.wirerace.results.data;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * One wire's warm-up pass ({@code settings.wireWarmups}). In a fork: its cycles, calls and each tier's JIT time cycle
 * by cycle, and whether its throughput became steady before the budget was spent (the engine's SteadyState). In a
 * run merged from forks: how many forks warmed it up, in how many it became steady, and each fork's own curve.
 *
 * @param millis the time its cycles took; in a merged run the longest fork's
 * @param cycles how many cycles it ran; in a merged run the longest fork's
 * @param steady whether it became steady; in a merged run, in every fork
 * @param callsPerCycle the calls each cycle completed; null in a merged run
 * @param clientJitMillisPerCycle the calling tier's JIT time in each cycle (null entries where it was not read)
 * @param serverJitMillisPerCycle the serving tier's likewise (null entries for in-process wires and native images)
 * @param forkCount in a merged run, how many forks warmed the wire up; null in a fork
 * @param steadyInForks in a merged run, in how many of them it became steady; null in a fork
 * @param forks in a merged run, each fork's warm-up in fork order; null in a fork, and in runs merged before the
 *        forks' curves were kept
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record WireWarmupFigures(long millis, int cycles, boolean steady, List<Long> callsPerCycle,
        List<Long> clientJitMillisPerCycle, List<Long> serverJitMillisPerCycle, Integer forkCount,
        Integer steadyInForks, List<WireWarmupFigures> forks) {

    /** Where the forks' figures are kept, the counts are theirs; a merged run's counts come both or neither. */
    public WireWarmupFigures {
        if (forks != null) {
            forkCount = forks.size();
            steadyInForks = (int) forks.stream().filter(WireWarmupFigures::steady).count();
        }
        if ((forkCount == null) != (steadyInForks == null)) {
            throw new IllegalArgumentException("a merged warm-up has both forkCount and steadyInForks, or neither");
        }
    }

    /** A fork's warm-up of one wire. */
    public static WireWarmupFigures ofFork(long millis, int cycles, boolean steady, List<Long> callsPerCycle,
            List<Long> clientJitMillisPerCycle, List<Long> serverJitMillisPerCycle) {
        return new WireWarmupFigures(millis, cycles, steady, callsPerCycle, clientJitMillisPerCycle,
                serverJitMillisPerCycle, null, null, null);
    }

    /** One wire's warm-up in every fork that warmed it up (each a fork's own figures), in fork order. */
    public static WireWarmupFigures merged(List<WireWarmupFigures> forks) {
        if (forks.stream().anyMatch(fork -> fork.forkCount() != null)) {
            throw new IllegalArgumentException("merged warm-ups are merged from forks' own figures, not merged ones");
        }
        return new WireWarmupFigures(forks.stream().mapToLong(WireWarmupFigures::millis).max().orElse(0),
                forks.stream().mapToInt(WireWarmupFigures::cycles).max().orElse(0),
                forks.stream().allMatch(WireWarmupFigures::steady), null, null, null, null, null, forks);
    }

    /** Forks in which it did not become steady: 0 or 1 for a fork's own figures. */
    public int unsteadyForks() {
        return forkCount == null ? (steady ? 0 : 1) : forkCount - steadyInForks;
    }

    /**
     * Reads every shape runs have written: a fork's; a merged run's; and a merged run's from before this record,
     * whose {@code forks} was a count and {@code millis} and {@code cycles} lists, one entry per fork (read as the
     * longest fork's, the per-fork lists dropped: written back, it has this record's shape). Hand-written because
     * the one key, {@code forks}, changed its type.
     */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static WireWarmupFigures read(JsonNode node) {
        JsonNode forks = node.path("forks");
        if (forks.isNumber()) {
            boolean steady = node.path("steady").asBoolean();
            return new WireWarmupFigures(largest(node.path("millis")), (int) largest(node.path("cycles")), steady,
                    null, null, null, forks.asInt(), node.path("steadyInForks").asInt(steady ? forks.asInt() : 0),
                    null);
        }
        List<WireWarmupFigures> ofForks = null;
        if (forks.isArray()) {
            ofForks = new ArrayList<>();
            for (JsonNode fork : forks) {
                ofForks.add(read(fork));
            }
        }
        return new WireWarmupFigures(node.path("millis").asLong(), node.path("cycles").asInt(),
                node.path("steady").asBoolean(), longs(node.get("callsPerCycle")),
                longs(node.get("clientJitMillisPerCycle")), longs(node.get("serverJitMillisPerCycle")),
                node.hasNonNull("forkCount") ? node.get("forkCount").asInt() : null,
                node.hasNonNull("steadyInForks") ? node.get("steadyInForks").asInt() : null, ofForks);
    }

    private static long largest(JsonNode numbers) {
        if (!numbers.isArray()) {
            return numbers.asLong();
        }
        long largest = 0;
        for (JsonNode number : numbers) {
            largest = Math.max(largest, number.asLong());
        }
        return largest;
    }

    /** A list of numbers, its nulls kept (a cycle whose JIT time was not read); null when absent. */
    private static List<Long> longs(JsonNode numbers) {
        if (numbers == null || !numbers.isArray()) {
            return null;
        }
        List<Long> values = new ArrayList<>();
        numbers.forEach(number -> values.add(number.isNull() ? null : number.asLong()));
        return values;
    }
}
