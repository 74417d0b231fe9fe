package dev.wirerace.replication.study;

import java.util.ArrayList;
import java.util.List;

/**
 * The Ehcache blog's two sweeps. Sweep 1: N elements, the element size doubling from 1,280 B; sweep 2:
 * 1,280-byte elements, N doubling. {@code full} is the blog's (N = 10,000, sizes to 320 KiB, counts to
 * the same ~3 GB); {@code short} (N = 1,000; 1,280 B to 10 KiB; N to 4,000) runs in minutes; {@code smoke}
 * is one small point.
 */
public enum Sweep {
    /** One point, 200 elements of 1,280 B: a correctness check (the tests), not figures. */
    SMOKE(200, 1, 1),
    SHORT(1_000, 4, 3),
    FULL(10_000, 9, 9);

    static final int BASE_BYTES = 1_280;

    private final int elements;
    private final int sizes;
    private final int counts;

    Sweep(int elements, int sizes, int counts) {
        this.elements = elements;
        this.sizes = sizes;
        this.counts = counts;
    }

    /** One point of a sweep. */
    record Point(String sweep, int elements, int elementBytes) {
        long bytes() {
            return (long) elements * elementBytes;
        }
    }

    /** Both sweeps; their common first point (N elements of 1,280 B) is run once and belongs to both. */
    List<Point> points() {
        List<Point> points = new ArrayList<>();
        points.add(new Point("both", elements, BASE_BYTES));
        for (int i = 1; i < sizes; i++) {
            points.add(new Point("size", elements, BASE_BYTES << i));
        }
        for (int i = 1; i < counts; i++) {
            points.add(new Point("count", elements << i, BASE_BYTES));
        }
        return points;
    }

    static Sweep byId(String id) {
        return valueOf(id.toUpperCase(java.util.Locale.ROOT));
    }
}
