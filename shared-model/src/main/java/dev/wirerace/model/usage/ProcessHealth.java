package dev.wirerace.model.usage;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * What a long run watches grow in a process: read by the soak from both tiers every 10 s.
 *
 * @param heapAfterGcBytes the heap in use after each pool's last collection (summed over the heap pools): what
 *        survives, so a leak shows while the garbage of the moment does not; -1 before any collection
 * @param rssBytes the resident set ({@code VmRSS} of {@code /proc/self/status}); -1 where there is none
 * @param threads live threads
 * @param openFiles file descriptors open ({@code /proc/self/fd}); -1 where there is none
 * @param sockets of those, sockets (listening ones included: they do not change)
 */
public record ProcessHealth(long heapAfterGcBytes, long rssBytes, int threads, int openFiles, int sockets) {

    private static final Path FDS = Path.of("/proc/self/fd");

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
        int[] descriptors = descriptors();
        return new ProcessHealth(collected ? heap : -1, rss(), ManagementFactory.getThreadMXBean().getThreadCount(),
                descriptors[0], descriptors[1]);
    }

    private static long rss() {
        try {
            return ProcessMemory.ofThisProcess().rssKb() * 1024;
        } catch (IOException | RuntimeException notLinux) {
            return -1;
        }
    }

    /** {open descriptors, sockets among them}. */
    private static int[] descriptors() {
        int open = 0;
        int sockets = 0;
        try (Stream<Path> fds = Files.list(FDS)) {
            for (Path fd : fds.toList()) {
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
