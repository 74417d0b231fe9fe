package dev.wirerace.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.results.soak.SoakDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/** A soak's verdict on made-up samples: flat, a warm-up that only fills pools, a leak, a step, too few samples. */
class SoakVerdictTest {

    private static final long MIB = 1024 * 1024;

    /** One sample a minute for {@code minutes} minutes, the business tier's health as {@code health} gives it. */
    private static List<SoakDocument.Sample> samples(int minutes, IntFunction<ProcessHealth> health) {
        List<SoakDocument.Sample> samples = new ArrayList<>();
        for (int minute = 0; minute < minutes; minute++) {
            samples.add(new SoakDocument.Sample(minute, null, health.apply(minute), Map.of()));
        }
        return samples;
    }

    private static String verdict(List<SoakDocument.Sample> samples) {
        return Soak.verdict("business", samples, SoakDocument.Sample::business).verdict();
    }

    private static ProcessHealth steady(int threads, long rssMib) {
        return new ProcessHealth(100 * MIB, rssMib * MIB, threads, 100, 20);
    }

    @Test
    void unchangingFiguresAreFlat() {
        assertEquals("flat", verdict(samples(10, minute -> steady(50, 200))));
    }

    @Test
    void whatGrowsOnlyDuringTheWarmUpIsFlat() {
        // the first fifth of the samples is the warm-up: threads started, pools filled
        assertEquals("flat", verdict(samples(10, minute -> steady(minute < 2 ? 20 + 10 * minute : 50, 200))));
    }

    @Test
    void aThreadMoreEveryMinuteIsALeak() {
        assertEquals("growing: threads +1.0/min", verdict(samples(10, minute -> steady(50 + minute, 200))));
    }

    @Test
    void oneStepWithinTheAllowanceIsFlat() {
        // RSS 20 MiB higher from minute 5 on: under its allowance of 32 MiB (10 % of 200 would be less)
        assertEquals("flat", verdict(samples(10, minute -> steady(50, minute < 5 ? 200 : 220))));
    }

    @Test
    void tooFewSamplesSaySo() {
        assertEquals("too few samples", verdict(samples(3, minute -> steady(50, 200))));
    }
}
