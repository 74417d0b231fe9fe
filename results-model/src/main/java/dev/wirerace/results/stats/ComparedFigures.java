package dev.wirerace.results.stats;

import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A row's figures fork by fork (or round by round) as a comparison reads them.
 *
 * @param floor the raw floor the p50 and ops/s are divided by, fork by fork; null: as measured
 * @param serverOverClient whether the server CPU per call is divided by the same row's client CPU per call
 */
record ComparedFigures(ScenarioResult row, boolean forks, ScenarioResult floor, boolean serverOverClient) {

    List<Double> p50() {
        return over(pick(r -> r.forks().p50Micros(), r -> r.rounds().p50Micros()), floor == null ? null
                : new ComparedFigures(floor, forks, null, false).p50());
    }

    List<Double> ops() {
        return over(pick(r -> r.forks().opsPerSecond(), r -> r.rounds().opsPerSecond()), floor == null ? null
                : new ComparedFigures(floor, forks, null, false).ops());
    }

    /**
     * Empty for a row no server answered (an in-process wire): no figure there is not a failed fork. Over the
     * client's CPU per call of the same fork when asked: the two tiers share the host, whose drift moves
     * both alike, while a change to the server's code moves only the server's (a change to the client's
     * moves this ratio too, the other way).
     */
    List<Double> serverCpu() {
        if (!row.spoken().remote() && !row.spoken().floor()) {
            return List.of();
        }
        List<Double> server = pick(r -> r.forks().serverCpuMicros(), r -> r.rounds().serverCpuMicros());
        List<Double> client = serverOverClient
                ? pick(r -> r.forks().clientCpuMicros(), r -> r.rounds().clientCpuMicros()) : null;
        // a run that kept no client figure per fork is read as measured
        return client == null || client.isEmpty() ? server : over(server, client);
    }

    private List<Double> pick(Function<ScenarioResult, List<Double>> ofForks,
            Function<ScenarioResult, List<Double>> ofRounds) {
        if (forks) {
            return row.forks() == null ? List.of() : ofForks.apply(row);
        }
        return row.rounds() == null ? List.of() : nullToEmpty(ofRounds.apply(row));
    }

    /**
     * Each figure divided by its divisor's in the same fork or round (the floor's, the client's), so that the
     * host's drift between two runs, which moves both, cancels. Where the divisor lacks a figure: failed.
     */
    private static List<Double> over(List<Double> values, List<Double> divisor) {
        if (divisor == null) {
            return values;
        }
        List<Double> result = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            Double value = values.get(i);
            Double base = i < divisor.size() ? divisor.get(i) : null;
            result.add(value == null || base == null || !(base > 0) ? null : value / base);
        }
        return result;
    }

    private static List<Double> nullToEmpty(List<Double> values) {
        return values == null ? List.of() : values;
    }
}
