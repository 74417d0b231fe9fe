package dev.wirerace.launcher.nativecompare;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The JVM-vs-native comparison's settings, as {@code ./wirerace native} makes them from its options, the
 * checkout and the pinning (native-build/README.md).
 *
 * @param modes the modes to measure, in this order
 * @param workload what the presentation-service runs against the business-service in each mode, and what the
 *        AOT caches are trained on
 * @param starts launches per service and mode for the startup figures (the median is reported)
 * @param freshWarmups each wire's warm-up measured from a fresh start of both services (FreshWarmups); false: the
 *        suite's own pass stands for it
 * @param java the java that runs the JVM-mode services
 * @param jvmOptions the options every JVM-mode service gets
 * @param aotOptions further options the AOT mode's services get (not its training run), such as the JDK's
 *        experimental {@code -XX:+AOTCompileEagerly}
 * @param nativeOptions the options every native executable gets
 * @param business the business-service's builds and CPUs
 * @param presentation the presentation-service's builds and CPUs
 * @param cpuAffinity the pinning in words, as a suite run records it ("none" when not pinned)
 * @param builds build facts per service and mode (seconds, artifact), written by native-build/build.sh
 * @param k6 k6 and what it needs, to load the business-service's HTTP and gRPC wires; empty skips that part
 * @param logDir where the services' logs and k6's summaries go, a folder per comparison
 * @param resultsDir where the comparison and its suite runs are written
 * @param gitCommit the commit the results are stamped with
 * @param brokerModule the broker module, whose broker (a JVM in every mode) the broker wires go through
 */
public record NativeCompareConfig(List<Mode> modes, Workload workload, int starts, boolean freshWarmups, String java,
        List<String> jvmOptions, List<String> aotOptions, List<String> nativeOptions, Tier business, Tier presentation,
        String cpuAffinity, Path builds, Optional<K6> k6, Path logDir, Path resultsDir, String gitCommit,
        Path brokerModule) {

    public NativeCompareConfig {
        jvmOptions = List.copyOf(jvmOptions);
        aotOptions = List.copyOf(aotOptions);
    }

    /** With the broker module where a checkout has it, under the working folder. */
    public NativeCompareConfig(List<Mode> modes, Workload workload, int starts, boolean freshWarmups, String java,
            List<String> jvmOptions, List<String> aotOptions, List<String> nativeOptions, Tier business,
            Tier presentation, String cpuAffinity, Path builds, Optional<K6> k6, Path logDir, Path resultsDir,
            String gitCommit) {
        this(modes, workload, starts, freshWarmups, java, jvmOptions, aotOptions, nativeOptions, business, presentation,
                cpuAffinity, builds, k6, logDir, resultsDir, gitCommit, Path.of("broker"));
    }

    /**
     * What each mode is asked to do, and what its AOT caches learn from.
     *
     * @param suite the suite run in each mode
     * @param wires only these wires of it (way or wire ids); empty: all the suite's
     * @param training the suite both services' AOT caches are trained on (AotTraining), whatever {@code wires} says
     * @param warmupBudget the most the suite's warm-up pass may take in each mode; null: the suite's own
     * @param payload the file name of the user's payload whose fetch and store rows the suite adds; null: none
     */
    public record Workload(String suite, List<String> wires, String training, Duration warmupBudget, String payload) {

        /** What the AOT caches are trained on unless told otherwise: every wire, client and operation, briefly. */
        public static final String DEFAULT_TRAINING = "smoke";

        public Workload {
            wires = List.copyOf(wires);
        }

        /** All of {@code suite}'s wires, the caches trained on the default suite. */
        public static Workload of(String suite) {
            return new Workload(suite, List.of(), DEFAULT_TRAINING, null, null);
        }
    }

    /**
     * One tier's service as the comparison runs it.
     *
     * @param jar its JVM build's {@code quarkus-run.jar}
     * @param executable its native executable
     * @param aotJar the same build packaged for an AOT cache, its classes on the JDK's class path ({@code -Daot-jar})
     * @param aotCache its AOT cache, trained on {@code aotJar} (AotTraining)
     * @param cpus the CPUs taskset pins it to; empty: not pinned
     */
    public record Tier(Path jar, Path executable, Path aotJar, Path aotCache, Optional<String> cpus) {
    }

    /**
     * @param executable the k6 binary
     * @param scripts the k6 scripts' folder ({@code k6/})
     * @param bodies the Java-serialized request bodies serialized.js sends
     * @param certificate the business-service's certificate, which k6 trusts for HTTPS and gRPC over TLS
     */
    public record K6(Path executable, Path scripts, Path bodies, Path certificate) {
    }
}
