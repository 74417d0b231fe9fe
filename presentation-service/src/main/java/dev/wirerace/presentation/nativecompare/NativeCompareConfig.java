package dev.wirerace.presentation.nativecompare;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The JVM-vs-native comparison's settings ({@code ./wirerace native}; see native-build/README.md). */
@ConfigMapping(prefix = "wirerace.native-compare")
public interface NativeCompareConfig {

    /** The java that runs the JVM-mode services. */
    @WithDefault("java")
    String java();

    /** The options ./wirerace gives every JVM-mode service. */
    @WithDefault("--sun-misc-unsafe-memory-access=allow,-Xms1g,-Xmx1g")
    List<String> jvmOptions();

    /** The native executables get the JVM's heap ceiling, so neither may grow past the other. */
    @WithDefault("-Xmx1g")
    List<String> nativeOptions();

    @WithDefault("business-service/target/quarkus-app/quarkus-run.jar")
    Path businessJar();

    @WithDefault("business-service/target/business-service-1.0.0-SNAPSHOT-runner")
    Path businessNative();

    @WithDefault("presentation-service/target/quarkus-app/quarkus-run.jar")
    Path presentationJar();

    @WithDefault("presentation-service/target/presentation-service-1.0.0-SNAPSHOT-runner")
    Path presentationNative();

    /** Build facts per service and mode (seconds, artifact), written by native-build/build.sh. */
    @WithDefault(".wirerace/native/builds.json")
    Path builds();

    /** How the native executables were built, shown beside every native figure. */
    @WithDefault("native")
    String nativeLabel();

    /** The modes to measure, in this order. */
    @WithDefault("jvm,native")
    List<String> modes();

    /** The suite the presentation-service runs against the business-service in each mode. */
    @WithDefault("quick")
    String suite();

    /** Launches per service and mode for the startup figures (the median is reported). */
    @WithDefault("5")
    int starts();

    /** k6, to load the business-service's HTTP and gRPC wires; none skips that part. */
    Optional<Path> k6();

    /** The k6 scripts' folder. */
    @WithDefault("k6")
    Path k6Scripts();

    /** The Java-serialized request bodies serialized.js sends (examples/SerializedBodies.java k6-fixtures). */
    Optional<Path> k6Bodies();

    /** The k6 open stage's length (at k6's default rate) and each half of its ramp to 16 VUs. */
    @WithDefault("10s")
    String k6Duration();

    @WithDefault("10s")
    String k6Ramp();

    /** The business-service's certificate, which k6 trusts for HTTPS and gRPC over TLS. */
    @WithDefault("${user.home}/.wirerace/tls/server-cert.pem")
    Path tlsCert();

    /** CPUs for taskset, as the suites pin them; none: not pinned. */
    Optional<String> businessCpus();

    Optional<String> presentationCpus();

    /** Where the services' logs and k6's summaries go. */
    @WithDefault(".wirerace/logs/native")
    Path logDir();

    /** A service must answer within this after launch; a suite must finish within {@link #suiteBound()}. */
    @WithDefault("60s")
    Duration startBound();

    @WithDefault("20m")
    Duration suiteBound();
}
