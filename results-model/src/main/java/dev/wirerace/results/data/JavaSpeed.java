package dev.wirerace.results.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * How fast each tier's host ran Java during a run: the CPU nanoseconds of one pass of a fixed piece of work
 * (JavaYardstick), the median of the readings taken between the run's measured slots; in a run merged from
 * forks, one figure per fork in fork order. Lower is faster. {@code compare} says how far it moved between two
 * runs, so that a host running Java a fifth slower one quarter of an hour than the next does not pass unremarked
 * for wires that all cost a fifth more. It is not divided out of the figures: it moves by a few per cent between JVM
 * starts on its own, as much as the wires' CPU per call on a host that holds still.
 *
 * @param clientNanosPerPass the presentation-service's host, per fork; a null where a fork could not read it
 * @param serverNanosPerPass the business-service's, likewise
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JavaSpeed(List<Double> clientNanosPerPass, List<Double> serverNanosPerPass) {

    /** A run's own figures from its readings; null when neither tier gave one. */
    public static JavaSpeed ofReadings(List<Double> client, List<Double> server) {
        Double clientMedian = KnownMedian.of(client);
        Double serverMedian = KnownMedian.of(server);
        if (clientMedian == null && serverMedian == null) {
            return null;
        }
        return new JavaSpeed(oneFigure(clientMedian), oneFigure(serverMedian));
    }

    /** The forks' figures side by side, in fork order; null when no fork has any. */
    public static JavaSpeed ofForks(List<JavaSpeed> forks) {
        if (forks.stream().allMatch(Objects::isNull)) {
            return null;
        }
        List<Double> client = new ArrayList<>();
        List<Double> server = new ArrayList<>();
        for (JavaSpeed fork : forks) {
            client.add(fork == null ? null : fork.onlyFigure(fork.clientNanosPerPass));
            server.add(fork == null ? null : fork.onlyFigure(fork.serverNanosPerPass));
        }
        return new JavaSpeed(client, server);
    }

    private Double onlyFigure(List<Double> figures) {
        return figures == null || figures.size() != 1 ? null : figures.get(0);
    }

    /** A run of one fork's figure: a list of one, which may hold a null (a tier that gave no reading). */
    private static List<Double> oneFigure(Double value) {
        return Collections.singletonList(value);
    }
}
