package dev.wirerace.results.stats;

import dev.wirerace.engine.ledger.SocketCounters;
import dev.wirerace.engine.ledger.TierCost;
import dev.wirerace.engine.ledger.WindowCost;
import dev.wirerace.results.data.ScenarioResult;
import java.util.List;

/** A scenario's windows added up and divided by their calls: its row of the cost ledger. */
public final class LedgerSums {

    private LedgerSums() {
    }

    public static ScenarioResult.Cost of(List<WindowCost> windows) {
        long calls = 0;
        TierCost client = TierCost.NONE;
        TierCost server = TierCost.NONE;
        boolean serverKnown = !windows.isEmpty();
        TierCost broker = TierCost.NONE;
        boolean brokerKnown = !windows.isEmpty();
        SocketCounters.Counts wire = SocketCounters.Counts.ZERO;
        boolean wireKnown = !windows.isEmpty();
        for (WindowCost window : windows) {
            calls += window.calls();
            client = client.plus(window.client());
            serverKnown &= window.server() != null;
            if (window.server() != null) {
                server = server.plus(window.server());
            }
            brokerKnown &= window.broker() != null;
            if (window.broker() != null) {
                broker = broker.plus(window.broker());
            }
            wireKnown &= window.wire() != null;
            if (window.wire() != null) {
                wire = wire.plus(window.wire());
            }
        }
        ScenarioResult.Traffic traffic = wireKnown ? new ScenarioResult.Traffic(perCall(wire.bytesSent(), calls),
                perCall(wire.bytesReceived(), calls), perCall(wire.segmentsOut(), calls), perCall(wire.segmentsIn(), calls))
                : null;
        Double serverCallsPerCpuSecond = serverKnown && server.callCpuNanos() > 0 ? calls / (server.callCpuNanos() / 1e9) : null;
        return new ScenarioResult.Cost(calls, perCall(client, calls), serverKnown ? perCall(server, calls) : null,
                serverCallsPerCpuSecond, traffic, brokerKnown ? perCall(broker, calls) : null);
    }

    /** One tier's windows over their calls. */
    private static ScenarioResult.TierPerCall perCall(TierCost tier, long calls) {
        double[] cpu = split(tier, calls);
        return new ScenarioResult.TierPerCall(at(cpu, 0), at(cpu, 1), at(cpu, 2),
                tier.allocatedBytes() < 0 ? null : perCall(tier.allocatedBytes(), calls), tier.gcCount(),
                tier.gcPauseMillis(), tier.jitMillis() < 0 ? null : tier.jitMillis(), compilerPerCall(tier, calls));
    }

    private static Double compilerPerCall(TierCost tier, long calls) {
        return calls == 0 || tier.compilerCpuNanos() < 0 ? null : tier.compilerCpuNanos() / 1_000.0 / calls;
    }

    /**
     * CPU µs per call of the tier's own threads (its JIT compiler threads' left out where known: they compile,
     * they do not serve), then its user and system parts: that total split in the ratio of the 10 ms ticks
     * (NaN parts when no tick fell in the windows, or the ticks are unknown).
     */
    static double[] split(TierCost tier, long calls) {
        if (calls == 0 || tier.cpuNanos() < 0) {
            return null;
        }
        double total = tier.callCpuNanos() / 1_000.0 / calls;
        long ticks = tier.userTicks() + tier.systemTicks();
        if (ticks <= 0 || tier.userTicks() < 0 || tier.systemTicks() < 0) {
            return new double[] { total, Double.NaN, Double.NaN };
        }
        double user = total * tier.userTicks() / ticks;
        return new double[] { total, user, total - user };
    }

    private static Double at(double[] values, int index) {
        return values == null || Double.isNaN(values[index]) ? null : values[index];
    }

    private static Double perCall(long total, long calls) {
        return calls == 0 ? null : total / (double) calls;
    }
}
