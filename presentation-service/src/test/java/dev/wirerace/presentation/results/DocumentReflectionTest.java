package dev.wirerace.presentation.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.results.data.FaultEvent;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.lookup.LookupRunDocument;
import dev.wirerace.results.soak.SoakDocument;
import dev.wirerace.results.stats.CompareCalibration;
import dev.wirerace.results.stats.RunComparison;
import dev.wirerace.results.stats.RunDigest;
import dev.wirerace.suite.Progress;
import dev.wirerace.suite.RunPlan;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every record of ours that a results document or the run plan holds, however deep (in lists, maps, optionals), is
 * in DocumentReflection: a native presentation-service can neither write nor read a record left out (a suite
 * run once lost its results that way, for want of FaultEvent's array; a native service once refused every run
 * plan, for want of RunPlan's).
 */
class DocumentReflectionTest {

    private static final Set<Class<?>> DOCUMENTS = Set.of(RunDocument.class, LookupRunDocument.class,
            SoakDocument.class, RunComparison.class, RunDigest.Digest.class, Progress.State.class, RunPlan.class,
            CompareCalibration.Calibration.class);

    @Test
    void everyRecordInADocumentIsRegistered() {
        RegisterForReflection registration = DocumentReflection.class.getAnnotation(RegisterForReflection.class);
        Set<String> registered = Stream.concat(Arrays.stream(registration.targets()).map(Class::getName),
                Arrays.stream(registration.classNames())).collect(Collectors.toCollection(TreeSet::new));
        Set<String> held = new TreeSet<>();
        Deque<Type> toVisit = new ArrayDeque<>(DOCUMENTS);
        while (!toVisit.isEmpty()) {
            Type type = toVisit.pop();
            if (type instanceof ParameterizedType parameterized) {
                toVisit.addAll(Arrays.asList(parameterized.getActualTypeArguments()));
            } else if (type instanceof Class<?> c && c.isArray()) {
                toVisit.add(c.getComponentType());
            } else if (type instanceof Class<?> c && c.isRecord() && c.getName().startsWith("dev.wirerace.")
                    && held.add(c.getName())) {
                for (RecordComponent component : c.getRecordComponents()) {
                    toVisit.add(component.getGenericType());
                }
            }
        }
        held.removeAll(registered);
        assertEquals(Set.of(), held, "records held by results documents but missing from DocumentReflection");
    }
}
