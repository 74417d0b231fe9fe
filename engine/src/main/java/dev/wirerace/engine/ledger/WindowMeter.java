package dev.wirerace.engine.ledger;

import dev.wirerace.model.usage.ProcessUsage;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.probes.ProcessCpuClock;
import dev.wirerace.probes.ProcessUsageProbe;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Reads the cost ledger's counters around a measured window. The slow readings (the business-service's
 * usage over HTTP, the sockets through {@code ss}) are taken outside the machine's window, so that their own
 * cost falls outside it; this process's usage and the machine's CPU are read at its very edges, and beside them
 * the business-service's CPU clock where it runs on this machine.
 */
public class WindowMeter {

    private final Supplier<Optional<ProcessUsage>> serverUsage;
    private final Function<Wire, Set<Integer>> portsOfItsOwn;
    private final Supplier<Optional<ProcessUsage>> brokerUsage;
    /** Started with the first remote window, and again should it die; null where ss -E cannot run. */
    private ClosedSockets closedSockets;
    private boolean closedSocketsTried;

    /**
     * @param serverUsage reads the business-service's own usage (its admin endpoint); empty when it cannot
     */
    public WindowMeter(Supplier<Optional<ProcessUsage>> serverUsage) {
        this(serverUsage, wire -> Set.of(), Optional::empty);
    }

    /**
     * @param portsOfItsOwn the ports a wire's calls alone go to (the floor's ping-pong ports): its windows count
     *        only the connections to them, so another client's frame on a connection idle meanwhile (an HTTP/2
     *        WINDOW_UPDATE of 13 bytes, seen in a floor's row) is not the wire's. Empty for a wire that shares its
     *        ports (HTTP's carries REST, SOAP, gRPC and GraphQL) or reaches ports it learns (RMI's exports): every
     *        connection of this process is counted for it.
     * @param brokerUsage reads the broker's usage (its usage port), for the broker wires' windows; empty when it cannot
     */
    public WindowMeter(Supplier<Optional<ProcessUsage>> serverUsage, Function<Wire, Set<Integer>> portsOfItsOwn,
            Supplier<Optional<ProcessUsage>> brokerUsage) {
        this.serverUsage = serverUsage;
        this.portsOfItsOwn = portsOfItsOwn;
        this.brokerUsage = brokerUsage;
    }

    /** Starts a window for a wire's calls: call right before they start. */
    public Window open(Wire wire) {
        return open(wire, true);
    }

    /**
     * A window that reads both tiers' usage and the machine's CPU, not the sockets (its cost's {@code wire} is
     * null): for cycles that keep only the calls and each tier's JIT time, such as the warm-up's, where the two
     * {@code ss} runs of a full window took about a third of its readings' time.
     */
    public Window openWithoutSockets(Wire wire) {
        return open(wire, false);
    }

    private Window open(Wire wire, boolean readSockets) {
        boolean remote = wire.reach() == Wire.Reach.REMOTE || wire.reach() == Wire.Reach.FLOOR;
        ProcessUsage server = remote ? serverUsage() : null;
        ProcessUsage broker = wire.viaBroker() ? brokerUsage.get().orElse(null) : null;
        ClosedSockets closed = remote && readSockets ? closedSockets() : null;
        SocketCounters.Table sockets = remote && readSockets ? SocketCounters.ofThisProcess() : null;
        // sockets closed from here on are the window's: the open ones have just been read
        int startMarker = closed == null ? -1 : closed.begin();
        MachineCpu machine = MachineCpu.now();
        ProcessUsage client = ProcessUsageProbe.ofThisProcess();
        OptionalLong serverClock = processHere(server, client) ? ProcessCpuClock.nanosOf(server.pid()) : OptionalLong.empty();
        OptionalLong brokerClock = processHere(broker, client) ? ProcessCpuClock.nanosOf(broker.pid()) : OptionalLong.empty();
        return new Window(remote, server, sockets, portsOfItsOwn.apply(wire), closed, startMarker, machine, serverClock,
                client, System.nanoTime(), broker, brokerClock);
    }

    /** Whether {@code server} is another process on this machine, whose CPU clock this one can read. */
    private static boolean processHere(ProcessUsage server, ProcessUsage client) {
        return server != null && server.bootId().equals(client.bootId()) && server.pid() != client.pid();
    }

    /** An open window: {@link #close} it right after the calls, with how many were made. */
    public final class Window {

        private final boolean remote;
        private final ProcessUsage serverBefore;
        private final SocketCounters.Table socketsBefore;
        private final Set<Integer> peerPorts;
        private final ClosedSockets closed;
        private final int startMarker;
        private final MachineCpu machineBefore;
        /**
         * The business-service's CPU clock read beside the machine's, where it runs here: its usage over HTTP is
         * read outside the machine's window, and the CPU it spent between the two (among it, handling that very
         * reading) would otherwise be subtracted from the machine's as if spent inside it.
         */
        private final OptionalLong serverClockBefore;
        private final ProcessUsage clientBefore;
        private final long openedAt;
        /** The broker's usage and CPU clock, read as the business-service's are; null and empty off the broker wires. */
        private final ProcessUsage brokerBefore;
        private final OptionalLong brokerClockBefore;
        private volatile boolean serverChanged;

        private Window(boolean remote, ProcessUsage serverBefore, SocketCounters.Table socketsBefore,
                Set<Integer> peerPorts, ClosedSockets closed, int startMarker, MachineCpu machineBefore, OptionalLong serverClockBefore,
                ProcessUsage clientBefore, long openedAt, ProcessUsage brokerBefore, OptionalLong brokerClockBefore) {
            this.remote = remote;
            this.serverBefore = serverBefore;
            this.socketsBefore = socketsBefore;
            this.peerPorts = peerPorts;
            this.closed = closed;
            this.startMarker = startMarker;
            this.machineBefore = machineBefore;
            this.serverClockBefore = serverClockBefore;
            this.clientBefore = clientBefore;
            this.openedAt = openedAt;
            this.brokerBefore = brokerBefore;
            this.brokerClockBefore = brokerClockBefore;
        }

        /**
         * The business-service's pid when it runs on this machine as another process: then it can be read
         * from outside (through {@code /proc}) while the window is open, at no cost to it or to the wire.
         */
        public OptionalLong serverPidHere() {
            return processHere(serverBefore, clientBefore) ? OptionalLong.of(serverBefore.pid()) : OptionalLong.empty();
        }

        /**
         * Whether the business-service read at the window's close is another process than at its open (it was
         * restarted inside the window): then its counters started again from nothing, and no count of its taken
         * across the window means anything. Known once the window is closed.
         */
        public boolean serverChanged() {
            return serverChanged;
        }

        public WindowCost close(long calls) {
            long nanos = System.nanoTime() - openedAt;
            ProcessUsage clientAfter = ProcessUsageProbe.ofThisProcess();
            MachineCpu machineAfter = MachineCpu.now();
            OptionalLong serverClockAfter = serverClockBefore.isPresent()
                    ? ProcessCpuClock.nanosOf(serverBefore.pid()) : OptionalLong.empty();
            OptionalLong brokerClockAfter = brokerClockBefore.isPresent()
                    ? ProcessCpuClock.nanosOf(brokerBefore.pid()) : OptionalLong.empty();
            SocketCounters.Table socketsAfter = socketsBefore != null ? SocketCounters.ofThisProcess() : null;
            // without ss -E, the connections still open are counted, as they were before it was listened to
            Map<String, SocketCounters.Counts> closedInside = closed == null ? Map.of() : closed.since(startMarker);
            ProcessUsage serverAfter = remote ? serverUsage() : null;
            ProcessUsage brokerAfter = brokerBefore != null ? brokerUsage.get().orElse(null) : null;
            TierCost broker = sameProcess(brokerBefore, brokerAfter) ? TierCost.between(brokerBefore, brokerAfter) : null;
            serverChanged = serverBefore != null && serverAfter != null && !sameProcess(serverBefore, serverAfter);
            TierCost client = TierCost.between(clientBefore, clientAfter);
            TierCost server = sameProcess(serverBefore, serverAfter) ? TierCost.between(serverBefore, serverAfter)
                    : null;
            SocketCounters.Counts wire = socketsBefore == null || socketsAfter == null || closedInside == null ? null
                    : SocketCounters.delta(socketsBefore.toward(peerPorts), socketsAfter.toward(peerPorts),
                            SocketCounters.toward(closedInside, peerPorts));
            // the other tiers' CPU is subtracted from the machine's only where they share this machine's kernel;
            // over the machine's own window where their clocks could be read there
            long ours = client.cpuNanos()
                    + spentHere(serverClockBefore, serverClockAfter, !serverChanged, server, serverAfter, clientAfter)
                    + spentHere(brokerClockBefore, brokerClockAfter, broker != null, broker, brokerAfter, clientAfter);
            return new WindowCost(calls, nanos, client, server, wire,
                    Noise.between(machineBefore, machineAfter, ours), broker);
        }
    }

    /**
     * What another tier (the business-service, the broker) spent of this machine's CPU in the window: its CPU clock's
     * difference where it was read at the window's edges and the process stayed the same, else its usage's where it
     * runs here, 0 where it runs elsewhere.
     */
    private static long spentHere(OptionalLong clockBefore, OptionalLong clockAfter, boolean sameProcess, TierCost cost,
            ProcessUsage usageAfter, ProcessUsage clientAfter) {
        if (clockAfter.isPresent() && sameProcess) {
            return clockAfter.getAsLong() - clockBefore.getAsLong();
        }
        return cost != null && processHere(usageAfter, clientAfter) ? cost.cpuNanos() : 0;
    }

    private synchronized ClosedSockets closedSockets() {
        if (closedSockets != null && !closedSockets.alive()) {
            closedSockets = null;
            closedSocketsTried = false;
        }
        if (!closedSocketsTried) {
            closedSocketsTried = true;
            closedSockets = ClosedSockets.start();
        }
        return closedSockets;
    }

    /** Both readings from the same process: a restarted business-service (the kill fault) gives no cost. */
    private static boolean sameProcess(ProcessUsage before, ProcessUsage after) {
        return before != null && after != null && before.pid() == after.pid() && before.bootId().equals(after.bootId());
    }

    /** The business-service's usage now (its pid and machine among it); empty when it cannot be read. */
    public Optional<ProcessUsage> serverProcess() {
        return serverUsage.get();
    }

    /** The business-service's pid when it runs on this machine as another process; empty otherwise. */
    public OptionalLong serverPidHere() {
        return pidHere(serverUsage());
    }

    /** The broker's pid when a broker runs on this machine as another process; empty otherwise. */
    public OptionalLong brokerPidHere() {
        return pidHere(brokerUsage.get().orElse(null));
    }

    private static OptionalLong pidHere(ProcessUsage tier) {
        return processHere(tier, ProcessUsageProbe.ofThisProcess()) ? OptionalLong.of(tier.pid()) : OptionalLong.empty();
    }

    private ProcessUsage serverUsage() {
        return serverProcess().orElse(null);
    }
}
