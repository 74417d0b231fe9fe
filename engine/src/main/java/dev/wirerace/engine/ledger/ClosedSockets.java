package dev.wirerace.engine.ledger;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * The TCP sockets the kernel destroys, each with its last counters: a connection a client closes inside a
 * window would otherwise take its bytes with it. One {@code ss -E} listens for the kernel's socket-destroy
 * events (sock_diag over netlink) for as long as this lives and prints each as it comes ({@code stdbuf -oL}).
 *
 * <p>Marker connections, opened and closed here, bound a window in that stream: events arrive in the order
 * the sockets were destroyed, so what lies between the marker closed at {@link #begin} and the one closed at
 * {@link #since} closed inside the window, and nothing closed before it (such as the connection that just
 * read the server's usage) is taken for the window's.
 */
final class ClosedSockets {

    /** How long to wait for ss to print a marker; the events come within a millisecond. */
    private static final long MARKER_WAIT_NANOS = TimeUnit.SECONDS.toNanos(2);

    private static final Logger LOG = Logger.getLogger(ClosedSockets.class);
    private static volatile boolean unavailableLogged;

    private final Process events;
    /** What ss printed and no window has used up yet; guarded by itself. */
    private final List<String> lines = new ArrayList<>();

    private ClosedSockets(Process events) {
        this.events = events;
        Thread reader = new Thread(this::read, "closed-sockets");
        reader.setDaemon(true);
        reader.start();
        Runtime.getRuntime().addShutdownHook(new Thread(this::stop, "closed-sockets-stop"));
    }

    /**
     * Starts listening and waits until ss reports a marker, so that nothing closed later is missed; null
     * (logged once) when {@code ss} cannot be run or does not report.
     */
    static ClosedSockets start() {
        try {
            ClosedSockets watcher = new ClosedSockets(new ProcessBuilder("stdbuf", "-oL", "ss", "-E", "-tinH")
                    .redirectErrorStream(true).start());
            if (!watcher.ready()) {
                watcher.stop();
                unavailable("ss -E reported no closed socket within 2 s");
                return null;
            }
            return watcher;
        } catch (IOException e) {
            unavailable(e.getMessage());
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Logged once: the open connections are still counted, so this is not the ledger's own warning. */
    private static void unavailable(String why) {
        if (!unavailableLogged) {
            unavailableLogged = true;
            LOG.warnf("connections opened and closed inside a window are not counted: %s", why);
        }
    }

    boolean alive() {
        return events.isAlive();
    }

    /** Marks a window's start, once the sockets open at its start have been read; the marker, or -1. */
    int begin() {
        return closeAMarker();
    }

    /**
     * The sockets destroyed since the window that {@code startMarker} began, by "local>peer"; null when ss did
     * not report both markers. What came before the end marker is then let go.
     */
    Map<String, SocketCounters.Counts> since(int startMarker) {
        try {
            int endMarker = closeAMarker();
            if (startMarker < 0 || endMarker < 0 || awaitMarker(endMarker, MARKER_WAIT_NANOS) < 0) {
                return null;
            }
            List<String> window;
            synchronized (lines) {
                int end = firstMention(lines, endMarker);
                window = List.copyOf(lines.subList(0, end));
                lines.subList(0, end).clear();
            }
            List<SocketCounters.Listed> sockets = SocketCounters.listed(String.join("\n", window));
            int start = -1;
            for (int i = 0; i < sockets.size(); i++) {
                if (sockets.get(i).mentions(startMarker)) {
                    start = i;
                }
            }
            return start < 0 ? null : SocketCounters.destroyed(sockets.subList(start + 1, sockets.size()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Stops ss (stdbuf has handed over to it: it is the process itself). */
    void stop() {
        events.descendants().forEach(ProcessHandle::destroyForcibly);
        events.destroyForcibly();
    }

    private void read() {
        try (BufferedReader output = new BufferedReader(new InputStreamReader(events.getInputStream()))) {
            for (String line = output.readLine(); line != null; line = output.readLine()) {
                synchronized (lines) {
                    lines.add(line);
                }
            }
        } catch (IOException stopped) {
            // ss was stopped
        }
    }

    /**
     * Whether ss has joined the kernel's events: markers are closed until one is reported (ss starts in a few
     * milliseconds, more on a busy machine; a marker closed before it listens is never reported), 2 s at most.
     */
    private boolean ready() throws InterruptedException {
        long deadline = System.nanoTime() + MARKER_WAIT_NANOS;
        while (System.nanoTime() - deadline < 0) {
            int marker = closeAMarker();
            if (marker < 0) {
                return false;
            }
            if (awaitMarker(marker, TimeUnit.MILLISECONDS.toNanos(50)) >= 0) {
                synchronized (lines) {
                    lines.clear();
                }
                return true;
            }
        }
        return false;
    }

    /** Waits (bounded) until ss has printed a socket of {@code port}; the index of its first line, or -1. */
    private int awaitMarker(int port, long waitNanos) throws InterruptedException {
        long deadline = System.nanoTime() + waitNanos;
        while (System.nanoTime() - deadline < 0) {
            synchronized (lines) {
                int index = firstMention(lines, port);
                if (index < lines.size()) {
                    return index;
                }
            }
            Thread.sleep(1);
        }
        return -1;
    }

    /** The index of the first socket line with {@code port} at either end; the list's size when there is none. */
    private static int firstMention(List<String> lines, int port) {
        for (int i = 0; i < lines.size(); i++) {
            if (SocketCounters.mentionsPort(lines.get(i), port)) {
                return i;
            }
        }
        return lines.size();
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
