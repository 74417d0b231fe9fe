package dev.wirerace.engine.ledger;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * The kernel's own byte and segment counters ({@code tcp_info}) of the TCP connections this process opens,
 * read through iproute2's {@code ss}: what crossed the wire, headers of TLS, HTTP and RMI included, not what
 * the messages should weigh. Java has no access to {@code tcp_info}; {@code ss} asks the kernel for it over
 * netlink, and runs outside the measured window.
 */
public final class SocketCounters {

    private static final Logger LOG = Logger.getLogger(SocketCounters.class);
    private static final Pattern INODE = Pattern.compile("\\bino:(\\d+)");
    private static final Pattern SOCKET_LINK = Pattern.compile("socket:\\[(\\d+)]");
    private static final Path OWN_FDS = Path.of("/proc/self/fd");
    private static final Pattern COUNTER = Pattern.compile("\\b(bytes_sent|bytes_acked|bytes_received|segs_out|segs_in):(\\d+)");
    private static volatile boolean unavailableLogged;

    /** One socket's counters: sent and out are this process's side, up from the client. */
    public record Counts(long bytesSent, long bytesReceived, long segmentsOut, long segmentsIn) {

        public static final Counts ZERO = new Counts(0, 0, 0, 0);

        public Counts plus(Counts other) {
            return new Counts(bytesSent + other.bytesSent, bytesReceived + other.bytesReceived,
                    segmentsOut + other.segmentsOut, segmentsIn + other.segmentsIn);
        }

        Counts minus(Counts other) {
            return new Counts(bytesSent - other.bytesSent, bytesReceived - other.bytesReceived,
                    segmentsOut - other.segmentsOut, segmentsIn - other.segmentsIn);
        }

        /** Whether any payload crossed: the kernel counts the peer's FIN as one byte received. */
        boolean carriedPayload() {
            return bytesSent > 0 || bytesReceived > 1;
        }

        boolean negative() {
            return bytesSent < 0 || bytesReceived < 0 || segmentsOut < 0 || segmentsIn < 0;
        }
    }

    /**
     * What {@code ss} showed of this machine's TCP sockets at one moment.
     *
     * @param connections this process's own outgoing connections by "local>peer" (the ones it accepted on its
     *        own listening ports, such as the launcher's polls of the progress, are not the wire's)
     * @param listeningPorts every port some process listens on, this one's included
     * @param ourListeningPorts the ports this process listens on
     */
    record Table(Map<String, Counts> connections, Set<Integer> listeningPorts, Set<Integer> ourListeningPorts) {

        /**
         * Whether a socket that opened and closed between two tables was this process's: the kernel reports a
         * socket's last counters without its owner, so this keeps the client side of a connection to a port
         * another process listens on (the business-service, or a proxy in front of it).
         */
        boolean outgoingToAnother(String key) {
            int arrow = key.indexOf('>');
            int local = port(key.substring(0, arrow));
            int peer = port(key.substring(arrow + 1));
            return !listeningPorts.contains(local) && listeningPorts.contains(peer) && !ourListeningPorts.contains(peer);
        }

        /** Only the connections to one of {@code peerPorts}; all of them when it is empty. */
        Table toward(Set<Integer> peerPorts) {
            return peerPorts.isEmpty() ? this
                    : new Table(SocketCounters.toward(connections, peerPorts), listeningPorts, ourListeningPorts);
        }
    }

    /** The sockets ("local>peer") whose peer port is one of {@code peerPorts}; all of them when it is empty. */
    static Map<String, Counts> toward(Map<String, Counts> sockets, Set<Integer> peerPorts) {
        if (peerPorts.isEmpty()) {
            return sockets;
        }
        Map<String, Counts> kept = new HashMap<>();
        sockets.forEach((key, counts) -> {
            if (peerPorts.contains(port(key.substring(key.indexOf('>') + 1)))) {
                kept.put(key, counts);
            }
        });
        return kept;
    }

    private SocketCounters() {
    }

    /**
     * This process's connections and the machine's listening ports; null when {@code ss} cannot be run. Sockets
     * are matched to this process by inode (its file descriptors' links): {@code ss -p} would find owners by
     * reading every process's descriptors, four times slower, at every window's edge.
     */
    static Table ofThisProcess() {
        String output = run("ss", "-taineH");
        Set<Long> inodes = ownSocketInodes();
        return output == null || inodes == null ? null : parseTable(output, inodes);
    }

    /** The inodes of this process's open sockets, from {@code /proc/self/fd}; null where there is none. */
    static Set<Long> ownSocketInodes() {
        Set<Long> inodes = new HashSet<>();
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(OWN_FDS)) {
            for (Path fd : fds) {
                try {
                    Matcher socket = SOCKET_LINK.matcher(Files.readSymbolicLink(fd).toString());
                    if (socket.matches()) {
                        inodes.add(Long.parseLong(socket.group(1)));
                    }
                } catch (IOException closedMeanwhile) {
                    // a descriptor closed while the folder was read: not a socket of this window's
                }
            }
            return inodes;
        } catch (IOException e) {
            unavailable("no " + OWN_FDS + ": " + e.getMessage());
            return null;
        }
    }

    /** Runs ss to its end; null (logged once) when it cannot. */
    private static String run(String... command) {
        try {
            Process ss = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(ss.getInputStream().readAllBytes());
            if (!ss.waitFor(5, TimeUnit.SECONDS) || ss.exitValue() != 0) {
                unavailable("ss failed: " + output.strip());
                return null;
            }
            return output;
        } catch (IOException e) {
            unavailable(e.getMessage());
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * One socket as ss prints it: "state recv-q send-q local peer ..." and, for most states, an indented line
     * of tcp_info fields after it (a counter still at zero is left out; none at all: zero).
     */
    record Listed(String state, String local, String peer, String line, Counts counts) {

        String key() {
            return local + ">" + peer;
        }

        boolean mentions(int port) {
            return port(local) == port || port(peer) == port;
        }
    }

    static List<Listed> listed(String output) {
        List<Listed> sockets = new ArrayList<>();
        boolean awaitingInfo = false;
        for (String line : output.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            if (!Character.isWhitespace(line.charAt(0))) {
                String[] fields = line.trim().split("\\s+");
                awaitingInfo = fields.length >= 5;
                if (awaitingInfo) {
                    sockets.add(new Listed(fields[0], fields[3], fields[4], line, Counts.ZERO));
                }
            } else if (awaitingInfo) {
                Listed last = sockets.getLast();
                sockets.set(sockets.size() - 1, new Listed(last.state(), last.local(), last.peer(), last.line(),
                        counters(line)));
                awaitingInfo = false;
            }
        }
        return sockets;
    }

    /** Parses {@code ss -taineH}: this process's sockets are those whose inode ({@code ino:N}) it holds. */
    static Table parseTable(String output, Set<Long> ownInodes) {
        Map<String, Counts> established = new HashMap<>();
        Set<Integer> listening = new HashSet<>();
        Set<Integer> ourListening = new HashSet<>();
        for (Listed socket : listed(output)) {
            boolean ours = ownedBy(socket.line(), ownInodes);
            if (socket.state().equals("LISTEN")) {
                listening.add(port(socket.local()));
                if (ours) {
                    ourListening.add(port(socket.local()));
                }
            } else if (socket.state().equals("ESTAB") && ours) {
                established.put(socket.key(), socket.counts());
            }
        }
        Map<String, Counts> outgoing = new HashMap<>();
        established.forEach((socket, counts) -> {
            if (!ourListening.contains(port(socket.substring(0, socket.indexOf('>'))))) {
                outgoing.put(socket, counts);
            }
        });
        return new Table(outgoing, listening, ourListening);
    }

    /**
     * Parses what {@code ss -E -tinH} printed: each socket the kernel destroyed with its last counters. Sockets
     * with the same address pair (one reused) are added up.
     */
    static Map<String, Counts> parseDestroyed(String output) {
        return destroyed(listed(output));
    }

    static Map<String, Counts> destroyed(List<Listed> sockets) {
        Map<String, Counts> byPair = new HashMap<>();
        sockets.forEach(socket -> byPair.merge(socket.key(), socket.counts(), Counts::plus));
        return byPair;
    }

    /** Whether a socket line of ss (not its indented tcp_info) has {@code port} at either end. */
    static boolean mentionsPort(String line, int port) {
        return listed(line).stream().anyMatch(socket -> socket.mentions(port));
    }

    private static boolean ownedBy(String line, Set<Long> ownInodes) {
        Matcher inode = INODE.matcher(line);
        return inode.find() && ownInodes.contains(Long.parseLong(inode.group(1)));
    }

    /** The port of "host:port", "[v6]:port" or "*:*" (0). */
    static int port(String address) {
        String port = address.substring(address.lastIndexOf(':') + 1);
        return port.equals("*") ? 0 : Integer.parseInt(port);
    }

    /**
     * Bytes up are those the other end acknowledged where the kernel says ({@code bytes_acked}): {@code bytes_sent}
     * counts a retransmitted segment again, and one spurious retransmission of an 11 KiB store on loopback added
     * 2 bytes to every call of a smoke row. The kernel counts the SYN as one acknowledged byte and a FIN as another:
     * the smaller of the two counts, the SYN taken off, is the payload sent once. Segments out still count every
     * segment sent.
     */
    private static Counts counters(String info) {
        long[] values = new long[4];
        long acked = -1;
        Matcher counter = COUNTER.matcher(info);
        while (counter.find()) {
            long value = Long.parseLong(counter.group(2));
            switch (counter.group(1)) {
                case "bytes_sent" -> values[0] = value;
                case "bytes_acked" -> acked = value;
                case "bytes_received" -> values[1] = value;
                case "segs_out" -> values[2] = value;
                default -> values[3] = value;
            }
        }
        long sentOnce = acked > 0 ? Math.min(values[0], acked - 1) : values[0];
        return new Counts(sentOnce, values[1], values[2], values[3]);
    }

    /**
     * What this process's connections counted in a window: growth of those open at both ends, those opened
     * in between from zero (their handshake is part of the window), and the last counters of those opened and
     * closed in between, as the kernel reported them when it destroyed them ({@link ClosedSockets}), unless
     * they carried no payload. A connection open at the start that closes inside the window is left out: the
     * ones seen doing so were other wires' idle connections timing out, whose closing frames (HTTP/2's GOAWAY,
     * TLS's close_notify) are no call's cost; a wire's own connection closed mid-window would lose its last
     * stretch, as every connection did before closed ones were counted.
     */
    static Counts delta(Table before, Table after, Map<String, Counts> closed) {
        Counts total = Counts.ZERO;
        for (Map.Entry<String, Counts> socket : after.connections().entrySet()) {
            Counts grown = socket.getValue().minus(before.connections().getOrDefault(socket.getKey(), Counts.ZERO));
            // the same address pair on a new connection: its counters began again
            total = total.plus(grown.negative() ? socket.getValue() : grown);
        }
        for (Map.Entry<String, Counts> socket : closed.entrySet()) {
            boolean openedInside = !before.connections().containsKey(socket.getKey());
            boolean ours = before.outgoingToAnother(socket.getKey()) || after.outgoingToAnother(socket.getKey());
            if (openedInside && ours && socket.getValue().carriedPayload()) {
                total = total.plus(socket.getValue());
            }
        }
        return total;
    }

    private static void unavailable(String why) {
        if (!unavailableLogged) {
            unavailableLogged = true;
            LOG.warnf("bytes on the wire are not measured: iproute2's ss could not be run (%s)", why);
        }
    }
}
