package dev.wirerace.presentation.bench;

/**
 * Decides when a warm-up is over. The warm-up runs in cycles of equal length; fed the calls each cycle
 * completed, this says "steady" once {@value #FLAT_CYCLES} cycles in a row neither beat the stretch's first
 * cycle by more than 5 % nor fell more than 10 % below it. A faster cycle means the JIT (of either tier) is
 * still paying off, and starts a new stretch; a much slower one is one of the machine's slow spells, which
 * says nothing about the warm-up and so neither counts nor starts the count again. And nothing is steady
 * before a least number of calls (see WireWarmup).
 *
 * <p>Each cycle is held against the stretch's first, not against the best so far: a wire that gains 3 % a
 * cycle (SOAP, warmed in rounds between the other wires) never beats its previous cycle by 5 %, yet gains
 * 30 % in ten cycles; measured against a moving best it would pass for steady while still warming up.
 *
 * <p>Why not a fixed time: on one CPU per tier, a wire whose calls do much work (SOAP) needs ten times the
 * calls, and so many times the seconds, of a light one before its throughput stops rising; a fixed time
 * long enough for it would waste minutes on every other wire.
 */
public final class SteadyState {

    static final int FLAT_CYCLES = 2;
    private static final double STILL_RISING = 1.05;
    private static final double SLOW_SPELL = 1.10;

    private final long leastCalls;
    private long calls;
    private long stretchStart;
    private int flat;
    private int cycles;

    /** @param leastCalls calls to make before steadiness counts at all (see WireWarmup) */
    public SteadyState(long leastCalls) {
        this.leastCalls = leastCalls;
    }

    /** Records one cycle's completed calls; true once the warm-up is steady. */
    public boolean add(long cycleCalls) {
        cycles++;
        calls += cycleCalls;
        if (cycleCalls > stretchStart * STILL_RISING) {
            stretchStart = cycleCalls;
            flat = 0;
        } else if (cycleCalls * SLOW_SPELL >= stretchStart) {
            flat++;
        }
        return steady();
    }

    public boolean steady() {
        return flat >= FLAT_CYCLES && calls >= leastCalls;
    }

    public int cycles() {
        return cycles;
    }
}
