package dev.wirerace.presentation.ledger;

import dev.wirerace.model.usage.ProcessUsage;
import dev.wirerace.presentation.client.BusinessAdmin;
import dev.wirerace.model.wire.Wire;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;

/**
 * Reads the cost ledger's counters around a measured window. The slow readings (the business-service's
 * usage over HTTP, the sockets through {@code ss}) are taken outside the machine's window, so that their own
 * cost falls outside it; this process's usage and the machine's CPU are read at its very edges.
 */
@ApplicationScoped
public class WindowMeter {

    private final BusinessAdmin admin;

    public WindowMeter(BusinessAdmin admin) {
        this.admin = admin;
    }

    /** Starts a window for a wire's calls: call right before they start. */
    public Window open(Wire wire) {
        boolean remote = wire.reach() == Wire.Reach.REMOTE || wire.reach() == Wire.Reach.FLOOR;
        // listening for closed sockets first: ss has joined the kernel's events before the window opens
        ClosedSockets closed = remote ? ClosedSockets.watch() : null;
        ProcessUsage server = remote ? serverUsage() : null;
        SocketCounters.Table sockets = remote ? SocketCounters.ofThisProcess() : null;
        return new Window(remote, server, sockets, closed, MachineCpu.now(), ProcessUsage.ofThisProcess());
    }

    /** An open window: {@link #close} it right after the calls, with how many were made. */
    public final class Window {

        private final boolean remote;
        private final ProcessUsage serverBefore;
        private final SocketCounters.Table socketsBefore;
        private final ClosedSockets closed;
        private final MachineCpu machineBefore;
        private final ProcessUsage clientBefore;

        private Window(boolean remote, ProcessUsage serverBefore, SocketCounters.Table socketsBefore,
                ClosedSockets closed, MachineCpu machineBefore, ProcessUsage clientBefore) {
            this.remote = remote;
            this.serverBefore = serverBefore;
            this.socketsBefore = socketsBefore;
            this.closed = closed;
            this.machineBefore = machineBefore;
            this.clientBefore = clientBefore;
        }

        public WindowCost close(long calls) {
            ProcessUsage clientAfter = ProcessUsage.ofThisProcess();
            MachineCpu machineAfter = MachineCpu.now();
            SocketCounters.Table socketsAfter = remote ? SocketCounters.ofThisProcess() : null;
            Map<String, SocketCounters.Counts> closedInside = closed == null ? null : closed.stop();
            ProcessUsage serverAfter = remote ? serverUsage() : null;
            TierCost client = TierCost.between(clientBefore, clientAfter);
            TierCost server = sameProcess(serverBefore, serverAfter) ? TierCost.between(serverBefore, serverAfter)
                    : null;
            SocketCounters.Counts wire = socketsBefore == null || socketsAfter == null || closedInside == null ? null
                    : SocketCounters.delta(socketsBefore, socketsAfter, closedInside);
            // the server's CPU is subtracted from the machine's only when it shares this machine's kernel
            long ours = client.cpuNanos() + (server != null && clientAfter.bootId().equals(serverAfter.bootId())
                    && clientAfter.pid() != serverAfter.pid() ? server.cpuNanos() : 0);
            return new WindowCost(calls, client, server, wire, Noise.between(machineBefore, machineAfter, ours));
        }
    }

    /** Both readings from the same process: a restarted business-service (the kill fault) gives no cost. */
    private static boolean sameProcess(ProcessUsage before, ProcessUsage after) {
        return before != null && after != null && before.pid() == after.pid() && before.bootId().equals(after.bootId());
    }

    private ProcessUsage serverUsage() {
        return admin.usage().orElse(null);
    }
}
