package dev.wirerace.presentation.bench;

/**
 * Decides when a warm-up is over. The warm-up runs in cycles of equal length; fed the calls each cycle
 * completed, this says "steady" once {@value #FLAT_CYCLES} cycles in a row neither beat the best cycle so far
 * by more than 5 % nor fell more than 10 % below it. A faster cycle means the JIT (of either tier) is still
 * paying off; a much slower one is one of the machine's slow spells, which says nothing about the warm-up and
 * so neither counts nor starts the count again.
 *
 * <p>Why not a fixed time: on one CPU per tier, a wire whose calls do much work (SOAP) needs ten times the
 * calls, and so many times the seconds, of a light one before its throughput stops rising; a fixed time
 * long enough for it would waste minutes on every other wire.
 */
public final class SteadyState {

    static final int FLAT_CYCLES = 2;
    private static final double STILL_RISING = 1.05;
    private static final double SLOW_SPELL = 1.10;

    private long best;
    private int flat;
    private int cycles;

    /** Records one cycle's completed calls; true once the warm-up is steady. */
    public boolean add(long calls) {
        cycles++;
        if (calls > best * STILL_RISING) {
            best = calls;
            flat = 0;
        } else if (calls * SLOW_SPELL >= best) {
            best = Math.max(best, calls);
            flat++;
        }
        return steady();
    }

    public boolean steady() {
        return flat >= FLAT_CYCLES;
    }

    public int cycles() {
        return cycles;
    }
}
