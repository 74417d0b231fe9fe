package dev.wirerace.results.stats;

import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.StudyFigure;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The studies' published figures (../shared/STUDIES.md) and ours for the same experiment, taken from
 * whatever scenarios a run has. Their set-ups differ from ours (2008-2013 hardware, EC2 hosts, one
 * thread, millisecond clocks); the note says how.
 */
public final class PublishedFigures {

    private record Published(String study, String experiment, String wire, String operation, String tx,
            String unit, double value, String note) {
    }

    private static final List<Published> PUBLISHED = List.of(
            new Published("1", "local call, ops/s at 10,000 calls/run", "local", "addOne", "none", "ops/s", 5271,
                    "one thread, batch timed with a ms clock"),
            new Published("1", "remote interface same JVM, ops/s", "rmi-same-jvm", "addOne", "none", "ops/s", 3196,
                    "one thread"),
            new Published("1", "remote interface other JVM, ops/s", "rmi", "addOne", "none", "ops/s", 526,
                    "one thread"),
            new Published("1", "HTTP, ops/s", "rest-http", "addOne", "none", "ops/s", 359, "one thread, servlet"),
            new Published("1", "HTTPS, ops/s", "rest-https-h1", "addOne", "none", "ops/s", 344, "one thread"),
            new Published("2", "10,000 add calls, seconds", "rmi", "addOne", "none", "s / 10,000 calls", 5.7,
                    "two EC2 hosts, 0.5 ms ping: ours is loopback"),
            new Published("2", "10,000 add calls over SSL, seconds", "rmi-ssl", "addOne", "none", "s / 10,000 calls",
                    10, "two EC2 hosts, 0.5 ms ping: ours is loopback"),
            new Published("2", "10,000 concat calls (500 chars), seconds", "rmi", "concat", "none",
                    "s / 10,000 calls", 6, "two EC2 hosts"),
            new Published("2", "10,000 concat calls over SSL, seconds", "rmi-ssl", "concat", "none",
                    "s / 10,000 calls", 8, "two EC2 hosts"));

    /** Study 5's ranking for the 55-account list, fastest first (clients rebuilt per call there). */
    private static final List<String> STUDY5_RANKING = List.of("serialized", "rest-http", "rmi", "soap");

    private PublishedFigures() {
    }

    public static List<StudyFigure> compare(List<ScenarioResult> scenarios) {
        List<StudyFigure> figures = new ArrayList<>();
        for (Published published : PUBLISHED) {
            // study 1 timed runs of 10,000 calls: our batch of that size when the run has it
            Optional<ScenarioResult> batch = published.study().equals("1") ? scenarios.stream()
                    .filter(s -> s.spoken().wire().equals(published.wire()) && s.defaultClient() && s.load().loadModel().equals("batch")
                            && s.work().size() == 10_000).findFirst() : Optional.empty();
            batch.or(() -> singleThread(scenarios, published.wire(), published.operation(), published.tx()))
                    .flatMap(scenario -> ours(scenario, published.unit()))
                    .ifPresent(ours -> figures.add(new StudyFigure(published.study(), published.experiment(),
                            published.wire(), published.unit(), published.value(), ours, published.note())));
        }
        List<ScenarioResult> ranked = STUDY5_RANKING.stream()
                .map(wire -> singleThread(scenarios, wire, "accounts", "none").orElse(null))
                .filter(scenario -> scenario != null && scenario.latencyMicros().mean() != null)
                .sorted(Comparator.comparing(scenario -> scenario.latencyMicros().mean())).toList();
        if (ranked.size() == STUDY5_RANKING.size()) {
            for (int rank = 0; rank < ranked.size(); rank++) {
                String wire = ranked.get(rank).spoken().wire();
                figures.add(new StudyFigure("5", "rank for the 55-account list (1 = fastest)", wire, "rank",
                        STUDY5_RANKING.indexOf(wire) + 1, (double) rank + 1,
                        "study 5 rebuilt JAX-RS/JAX-WS clients on every call"));
            }
        }
        return figures;
    }

    private static Optional<ScenarioResult> singleThread(List<ScenarioResult> scenarios, String wire,
            String operation, String tx) {
        return scenarios.stream().filter(s -> s.spoken().wire().equals(wire) && s.defaultClient() && s.work().operation().equals(operation)
                && s.work().tx().equals(tx) && s.load().concurrency() == 1 && s.load().loadModel().equals("closed")).findFirst();
    }

    private static Optional<Double> ours(ScenarioResult scenario, String unit) {
        return switch (unit) {
            case "ops/s" -> Optional.ofNullable(scenario.throughput().opsPerSecond());
            case "s / 10,000 calls" -> Optional.ofNullable(scenario.latencyMicros().mean()).map(m -> m * 10_000 / 1e6);
            default -> Optional.empty();
        };
    }
}
