package dev.wirerace.suite;

import dev.wirerace.probes.CompilerThreads;
import dev.wirerace.probes.CpuAffinity;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * Lends the JIT compiler threads of pinned JVMs (the tiers on this machine) every CPU the JVMs are pinned to
 * together, and takes it back: {@link #lend} before a warm-up, {@link #close} before anything is measured.
 *
 * <p>Why: with each tier pinned to a CPU of its own, the warm-up is bounded by compilation, not by calls. The
 * business-service's compilers took 300 to 400 ms of every 500 ms cycle of SOAP's warm-up on its one CPU,
 * while the presentation tier's CPU idled between calls, and SOAP ended the quick suite's warm-up still
 * getting faster. A warm-up's figures are thrown away, so its compilations may run wherever a CPU is free;
 * the JVMs' own threads stay where they were, and so do the compilers once the warm-up is over.
 *
 * <p>HotSpot names its compiler threads "C1 CompilerThreadN" and "C2 CompilerThreadN" (the kernel keeps 15
 * characters), and a compiler thread it adds later is started by a compiler thread, whose CPUs it inherits.
 * Each thread's CPUs are set with {@code taskset -p}, as the launcher pins the tiers; without taskset, or for a
 * process on another machine, nothing changes (logged once).
 */
public final class CompilerThreadAffinity implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(CompilerThreadAffinity.class);
    private static final Duration TASKSET_BOUND = Duration.ofSeconds(5);
    private static volatile boolean failureLogged;

    /** Each JVM's own CPUs (its main thread's), to give back. */
    private final Map<Long, String> ownCpus;

    private CompilerThreadAffinity(Map<Long, String> ownCpus) {
        this.ownCpus = ownCpus;
    }

    /**
     * Lets the compiler threads of {@code pids} (JVMs on this machine) run on the union of the CPUs those JVMs
     * are pinned to; nothing when they share one set of CPUs already (not pinned apart).
     */
    public static CompilerThreadAffinity lend(Collection<Long> pids) {
        Map<Long, String> own = new LinkedHashMap<>();
        for (long pid : pids) {
            CpuAffinity.ofProcess(pid).ifPresent(cpus -> own.put(pid, cpus));
        }
        if (new LinkedHashSet<>(own.values()).size() < 2) {
            return new CompilerThreadAffinity(Map.of());
        }
        String every = String.join(",", new LinkedHashSet<>(own.values()));
        int moved = 0;
        for (long pid : own.keySet()) {
            moved += pin(pid, every);
        }
        LOG.infof("the JIT compiler threads of processes %s (%d threads) may run on CPUs %s until the warm-up ends",
                own.keySet(), moved, every);
        return new CompilerThreadAffinity(own);
    }

    /** Pins every compiler thread (those added meanwhile too) back to its own JVM's CPUs. */
    @Override
    public void close() {
        ownCpus.forEach(CompilerThreadAffinity::pin);
    }

    /** Sets the CPUs of {@code pid}'s compiler threads; how many were set. */
    private static int pin(long pid, String cpus) {
        int done = 0;
        for (long tid : CompilerThreads.of(pid)) {
            try {
                ChildProcess.Finished taskset = ChildProcess.run("taskset", List.of("taskset", "-p", "-c", cpus,
                        Long.toString(tid)), TASKSET_BOUND);
                if (taskset.exit() == 0) {
                    done++;
                } else {
                    failedOnce("taskset -p -c " + cpus + " " + tid + ": " + String.join(" ", taskset.lines()));
                }
            } catch (IOException e) {
                failedOnce(e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return done;
            }
        }
        return done;
    }

    private static void failedOnce(String why) {
        if (!failureLogged) {
            failureLogged = true;
            LOG.warnf("the JIT compiler threads keep their tier's CPUs during the warm-up: %s", why);
        }
    }

    /** The CPUs each of {@code pid}'s compiler threads may run on now, for tests and logs. */
    static Set<String> compilerThreadCpus(long pid) {
        Set<String> cpus = new LinkedHashSet<>();
        for (long tid : CompilerThreads.of(pid)) {
            CpuAffinity.allowed(Path.of("/proc", Long.toString(pid), "task", Long.toString(tid), "status"))
                    .ifPresent(cpus::add);
        }
        return cpus;
    }
}
