package dev.wirerace.replication;

/** Heap in use after full collections: what a node holds, not its garbage. */
final class Heap {

    private Heap() {
    }

    static long usedAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            used = Math.min(used, runtime.totalMemory() - runtime.freeMemory());
        }
        return used;
    }
}
