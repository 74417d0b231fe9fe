package dev.wirerace.presentation.results;

import dev.wirerace.results.data.FaultEvent;
import io.quarkus.runtime.annotations.RegisterForReflection;
import org.graalvm.nativeimage.hosted.Feature;
import org.graalvm.nativeimage.hosted.RuntimeReflection;

/**
 * Registers, while a native image is built, the array type of every record in {@link DocumentReflection}:
 * Jackson instantiates arrays of them when it reads or writes a list, and an image refuses to create an
 * unregistered array class. Derived from the one list rather than kept as a second list in
 * reachability-metadata.json, which drifted (a suite run's results were lost for FaultEvent[]).
 * Enabled by {@code --features} in application.properties.
 */
public final class DocumentArrays implements Feature {

    @Override
    public void beforeAnalysis(BeforeAnalysisAccess access) {
        RegisterForReflection documents = DocumentReflection.class.getAnnotation(RegisterForReflection.class);
        for (Class<?> record : documents.targets()) {
            RuntimeReflection.register(record.arrayType());
        }
        for (String name : documents.classNames()) {
            Class<?> record = access.findClassByName(name);
            if (record == null) {
                throw new IllegalStateException("DocumentReflection names a class that does not exist: " + name);
            }
            RuntimeReflection.register(record.arrayType());
        }
    }
}
