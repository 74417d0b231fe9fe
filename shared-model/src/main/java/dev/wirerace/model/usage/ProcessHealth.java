package dev.wirerace.model.usage;

/**
 * What a long run watches grow in a process: read by the soak from both tiers every 10 s, and by a suite from
 * both tiers while a round's calls run.
 *
 * @param heapAfterGcBytes the heap in use after each pool's last collection (summed over the heap pools): what
 *        survives, so a leak shows while the garbage of the moment does not; -1 before any collection, and
 *        where the process was read from outside
 * @param rssBytes the resident set ({@code VmRSS} of {@code /proc/<pid>/status}); -1 where there is none
 * @param threads the process's threads as the kernel counts them ({@code Threads} of its status: the JVM's
 *        own and virtual threads' carriers among them); the JVM's count of live threads where there is no
 *        {@code /proc}
 * @param openFiles file descriptors open ({@code /proc/<pid>/fd}); -1 where there is none
 * @param sockets of those, sockets (listening ones included: they do not change)
 */
public record ProcessHealth(long heapAfterGcBytes, long rssBytes, int threads, int openFiles, int sockets) {

    /** This reading with the heap of another (read from inside the process, at another moment). */
    public ProcessHealth withHeapOf(ProcessHealth other) {
        return new ProcessHealth(other.heapAfterGcBytes, rssBytes, threads, openFiles, sockets);
    }
}
