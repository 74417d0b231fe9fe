package dev.wirerace.probes;

import dev.wirerace.model.usage.ProcessHealth;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A process's health now, as a ProcessHealth: heap after GC (this process only), RSS, threads, open files and sockets from /proc. */
public final class ProcessHealthProbe {

    private ProcessHealthProbe() {
    }

    public static ProcessHealth ofThisProcess() {
        long heap = 0;
        boolean collected = false;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            MemoryUsage afterGc = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
            if (afterGc != null) {
                heap += afterGc.getUsed();
                collected = true;
            }
        }
        ProcessHealth kernel = fromProc(Path.of("/proc/self"));
        int threads = kernel.threads() >= 0 ? kernel.threads() : ManagementFactory.getThreadMXBean().getThreadCount();
        return new ProcessHealth(collected ? heap : -1, kernel.rssBytes(), threads, kernel.openFiles(), kernel.sockets());
    }

    /**
     * Another process on this machine, read from outside through {@code /proc}: costs that process no CPU and
     * its wire no byte, so it can be read inside a measured window; no heap (-1), which only the JVM knows.
     */
    public static ProcessHealth ofProcess(long pid) {
        return fromProc(Path.of("/proc", Long.toString(pid)));
    }

    private static ProcessHealth fromProc(Path process) {
        long rss = -1;
        int threads = -1;
        try {
            String status = Files.readString(process.resolve("status"));
            rss = ProcessMemory.parse(status).rssKb() * 1024;
            threads = (int) ProcessMemory.field(status, "Threads:", "");
        } catch (IOException | RuntimeException notLinux) {
            // no /proc here, or the process has gone: nothing the kernel can tell
        }
        int[] descriptors = descriptors(process.resolve("fd"));
        return new ProcessHealth(-1, rss, threads, descriptors[0], descriptors[1]);
    }

    /** {open descriptors, sockets among them}. */
    private static int[] descriptors(Path fds) {
        int open = 0;
        int sockets = 0;
        try (Stream<Path> listing = Files.list(fds)) {
            for (Path fd : listing.toList()) {
                open++;
                try {
                    if (Files.readSymbolicLink(fd).toString().startsWith("socket:")) {
                        sockets++;
                    }
                } catch (IOException closedMeanwhile) {
                    // the descriptor went away while listed (the listing's own, among others)
                }
            }
        } catch (IOException | RuntimeException notLinux) {
            return new int[] { -1, -1 };
        }
        return new int[] { open, sockets };
    }
}
