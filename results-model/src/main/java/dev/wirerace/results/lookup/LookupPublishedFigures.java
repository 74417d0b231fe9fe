package dev.wirerace.results.lookup;

import dev.wirerace.results.data.StudyFigure;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Studies 2 and 4's published lookup figures beside ours. Study 2 timed one lookup of a fresh client
 * program between two EC2 hosts (ours: the median first lookup of a fresh JVM, and of a running one);
 * study 4 averaged 10 threads x 1,000 lookups against JBoss naming (ours: the same shape's mean).
 */
public final class LookupPublishedFigures {

    private record Published(String study, String experiment, String caseId, String context, int threads,
            boolean mean, double value, String note) {
    }

    private static final String UNIT = "ms per lookup";

    private static final List<Published> PUBLISHED = List.of(
            new Published("2", "RMI registry lookup, first in a fresh JVM (p50)", "rmi/registry", "cold", 1, false, 350,
                    "two EC2 hosts, 0.5 ms ping; the seed's code does not produce this figure"),
            new Published("2", "RMI registry lookup, in a running JVM (p50)", "rmi/registry", "warm", 1, false, 350,
                    "published figure as above"),
            new Published("2", "RMI/SSL registry lookup, first in a fresh JVM (p50)", "rmi-ssl/registry", "cold", 1,
                    false, 2000, "two EC2 hosts; the seed's code does not produce this figure"),
            new Published("2", "RMI/SSL registry lookup, in a running JVM (p50)", "rmi-ssl/registry", "warm", 1, false,
                    2000, "published figure as above"),
            new Published("4", "local naming lookup, 10 threads (mean)", "rmi/jndi", "warm", 10, true, 43,
                    "JBoss JNDI on 1099, client and bootstrap in one number; ours: JNDI over the RMI registry"),
            new Published("4", "HA-JNDI lookup, 10 threads (mean)", "rest-http/stork", "warm", 10, true, 49.5,
                    "JBoss HA-JNDI on 1100; ours: Stork over two instances, REST"),
            new Published("4", "HA-JNDI RPC lookup, 10 threads (mean)", "grpc/stork", "warm", 10, true, 76.5,
                    "JBoss HA-JNDI RPC; ours: Stork over two instances, gRPC (the nearest RPC equivalent)"),
            new Published("4", "bind then lookup, 10 threads (mean)", "rmi/bind", "warm", 10, true, 23,
                    "JBoss local naming; ours: the business tier's RMI registry"));

    private LookupPublishedFigures() {
    }

    public static List<StudyFigure> compare(List<LookupResult> results) {
        List<StudyFigure> figures = new ArrayList<>();
        for (Published published : PUBLISHED) {
            Optional<LookupResult> ours = results.stream().filter(r -> r.lookupCase().caseId().equals(published.caseId())
                    && r.shape().context().equals(published.context()) && r.shape().threads() == published.threads()
                    && r.timing().total() != null).findFirst();
            ours.ifPresent(result -> figures.add(new StudyFigure(published.study(), published.experiment(),
                    result.lookupCase().wire(), UNIT, published.value(),
                    published.mean() ? result.timing().total().mean() : result.timing().total().p50(), published.note())));
        }
        return figures;
    }
}
