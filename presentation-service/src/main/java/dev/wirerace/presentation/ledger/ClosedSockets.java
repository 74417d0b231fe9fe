package dev.wirerace.presentation.ledger;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * The TCP sockets the kernel destroys while a window is open, each with its last counters: a connection a
 * client closes inside a window would otherwise take its bytes with it. {@code ss -E} listens for the
 * kernel's socket-destroy events (sock_diag over netlink) and prints each as it comes ({@code stdbuf -oL});
 * {@code timeout} ends it after ten minutes should a window never be closed.
 */
final class ClosedSockets {

    /** How long a window's end waits for ss to print the marker; the events come within a millisecond. */
    private static final long MARKER_WAIT_NANOS = TimeUnit.SECONDS.toNanos(2);

    private final Process events;
    private final List<String> lines = new CopyOnWriteArrayList<>();

    private ClosedSockets(Process events) {
        this.events = events;
        Thread reader = new Thread(this::read, "closed-sockets");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts listening; null (logged once) when {@code ss} cannot be run. */
    static ClosedSockets watch() {
        try {
            return new ClosedSockets(new ProcessBuilder("timeout", "-k", "1", "600", "stdbuf", "-oL", "ss", "-E", "-tinH")
                    .redirectErrorStream(true).start());
        } catch (IOException e) {
            SocketCounters.unavailable(e.getMessage());
            return null;
        }
    }

    private void read() {
        try (BufferedReader output = new BufferedReader(new InputStreamReader(events.getInputStream()))) {
            for (String line = output.readLine(); line != null; line = output.readLine()) {
                lines.add(line);
            }
        } catch (IOException stopped) {
            // the process was stopped: what it printed so far is in lines
        }
    }

    /**
     * Stops listening; the sockets destroyed since {@link #watch} by "local>peer", or null if ss did not
     * report. A marker connection, opened and closed here, is destroyed after every socket of the window:
     * once ss has printed it, ss has printed them all, in order.
     */
    Map<String, SocketCounters.Counts> stop() {
        try {
            int marker = closeAMarker();
            if (marker < 0) {
                return null;
            }
            long deadline = System.nanoTime() + MARKER_WAIT_NANOS;
            while (System.nanoTime() - deadline < 0) {
                List<String> printed = List.copyOf(lines);
                for (int i = 0; i < printed.size(); i++) {
                    if (SocketCounters.mentionsPort(printed.get(i), marker)) {
                        return SocketCounters.parseDestroyed(String.join("\n", printed.subList(0, i)));
                    }
                }
                Thread.sleep(1);
            }
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            events.destroyForcibly();
        }
    }

    /** A connection to a port of this process's own, opened and closed; returns that port, or -1. */
    private static int closeAMarker() {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket client = new Socket(server.getInetAddress(), server.getLocalPort());
                Socket accepted = server.accept()) {
            return server.getLocalPort();
        } catch (IOException e) {
            return -1;
        }
    }
}
