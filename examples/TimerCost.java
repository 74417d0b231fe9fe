import io.micrometer.core.instrument.Timer;
import io.micrometer.prometheus.PrometheusConfig;
import io.micrometer.prometheus.PrometheusMeterRegistry;
import java.util.concurrent.TimeUnit;

/**
 * What one per-wire call timer of the business-service costs (CallMeters: two System.nanoTime() calls and
 * one Timer.record on the Prometheus registry), in nanoseconds of CPU per call, against the same loop
 * without the timer. Run with the business-service's own libraries, on one CPU:
 *
 *   taskset -c 1 java -cp "business-service/target/quarkus-app/lib/main/*" examples/TimerCost.java
 */
public class TimerCost {

    private static final int CALLS = 20_000_000;
    private static final int ROUNDS = 7;

    public static void main(String[] args) {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        Timer timer = Timer.builder("wirerace.server.calls").tag("wire", "rest-http").tag("outcome", "success")
                .register(registry);
        long sink = 0;
        for (int round = 0; round < ROUNDS; round++) {
            long bare = cpuNanos();
            for (int i = 0; i < CALLS; i++) {
                sink += work(i);
            }
            bare = cpuNanos() - bare;
            long timed = cpuNanos();
            for (int i = 0; i < CALLS; i++) {
                long start = System.nanoTime();
                sink += work(i);
                timer.record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
            }
            timed = cpuNanos() - timed;
            System.out.printf("round %d: %.1f ns per call without the timer, %.1f with it: the timer costs %.1f ns%n",
                    round + 1, (double) bare / CALLS, (double) timed / CALLS, (double) (timed - bare) / CALLS);
        }
        System.out.println(timer.count() == (long) CALLS * ROUNDS ? "count checked: " + timer.count()
                : "COUNT WRONG: " + timer.count());
        if (sink == 42) {
            System.out.println();
        }
    }

    /** A little work the JIT cannot remove, standing in for the call. */
    private static long work(int i) {
        return (i * 31L) ^ (i >>> 3);
    }

    private static long cpuNanos() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }
}
