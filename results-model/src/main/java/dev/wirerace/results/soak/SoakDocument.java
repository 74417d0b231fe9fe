package dev.wirerace.results.soak;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.results.data.HeadedRun;
import dev.wirerace.results.data.RunHeader;
import java.util.List;
import java.util.Map;

/**
 * A soak, as written to {@code results/<runId>/run.json} (kind {@value #KIND}): the samples every 10 s and
 * the verdict per tier.
 *
 * @param ways the wires loaded (each with its default client)
 * @param warmUpSamples the first samples, left out of the trends and of the table's latency: the JIT, the pools
 *        and the connections settle there
 * @param lastFailures per way, the last failed call's message (none when every call passed)
 */
public record SoakDocument(@JsonUnwrapped RunHeader header, double minutes, double ratePerSecond, long sampleSeconds,
        List<String> ways, List<Sample> samples, int warmUpSamples, List<TierVerdict> verdicts, long calls, long errors,
        Map<String, String> lastFailures) implements HeadedRun {

    public static final String KIND = "soak";

    /** Both tiers and every wire at one moment; {@code business} null when it could not be read. */
    public record Sample(double minute, ProcessHealth presentation, ProcessHealth business,
            Map<String, WireWindow> wires) {
    }

    /** A tier's verdict: flat, or growing (the trends say which metric and how fast). */
    public record TierVerdict(String tier, String verdict, List<Trend> trends) {
    }
}
