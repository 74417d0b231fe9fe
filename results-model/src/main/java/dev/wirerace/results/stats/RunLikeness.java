package dev.wirerace.results.stats;

import dev.wirerace.results.data.RunDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What two runs measured differently: a comparison of runs whose suite, time plan, load, mode, network,
 * business work or number of forks differ compares the settings as well as the code, and must say so.
 */
final class RunLikeness {

    private RunLikeness() {
    }

    /** One line per difference, "suite: quick → seeds"; empty when the runs are like for like. */
    static List<String> differences(RunDocument a, RunDocument b) {
        List<String> differences = new ArrayList<>();
        compare(differences, "suite", a, b, RunDocument::suite);
        compare(differences, "mode", a, b, RunDocument::mode);
        compare(differences, "network", a, b, RunDocument::network);
        compare(differences, "iterations", a, b, r -> r.settings().timing().iterations());
        compare(differences, "iteration ms", a, b, r -> r.settings().timing().iterationMillis());
        compare(differences, "warm-up ms", a, b, r -> r.settings().warmup().warmupMillis());
        compare(differences, "load model", a, b, r -> r.settings().load().loadModel());
        compare(differences, "rate per s", a, b, r -> r.settings().load().ratePerSecond());
        compare(differences, "business work ns per call", a, b, r -> orZero(r.settings().load().workNanos()));
        compare(differences, "business wait ns per call", a, b, r -> orZero(r.settings().load().waitNanos()));
        compare(differences, "caller threads", a, b, r -> r.settings().load().callers() == null ? "platform"
                : r.settings().load().callers());
        compare(differences, "forks", a, b, r -> r.settings().forks().forkCount() == null ? 1 : r.settings().forks().forkCount());
        compare(differences, "business host", a, b, r -> r.settings().environment().businessHost());
        compare(differences, "pinning", a, b, r -> r.settings().environment().cpuAffinity());
        compare(differences, "fault plan", a, b, r -> r.settings().faults().faultPlan());
        return differences;
    }

    private static Long orZero(Long value) {
        return value == null ? 0L : value;
    }

    private static void compare(List<String> differences, String what, RunDocument a, RunDocument b,
            Function<RunDocument, Object> figure) {
        Object inA = figure.apply(a);
        Object inB = figure.apply(b);
        if (!Objects.equals(inA, inB)) {
            differences.add(what + ": " + inA + " → " + inB);
        }
    }
}
