package dev.wirerace.presentation.ledger;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * The kernel's own byte and segment counters ({@code tcp_info}) of every established TCP socket this process
 * holds, read through iproute2's {@code ss}: what crossed the wire, headers of TLS, HTTP and RMI included,
 * not what the messages should weigh. Java has no access to {@code tcp_info}; {@code ss} asks the kernel for
 * it over netlink, and runs outside the measured window.
 */
public final class SocketCounters {

    private static final Logger LOG = Logger.getLogger(SocketCounters.class);
    private static final Pattern PID = Pattern.compile("pid=(\\d+)");
    private static final Pattern COUNTER = Pattern.compile("\\b(bytes_sent|bytes_received|segs_out|segs_in):(\\d+)");
    private static volatile boolean unavailableLogged;

    /** One socket's counters: sent and out are this process's side, up from the client. */
    public record Counts(long bytesSent, long bytesReceived, long segmentsOut, long segmentsIn) {

        public static final Counts ZERO = new Counts(0, 0, 0, 0);

        Counts plus(Counts other) {
            return new Counts(bytesSent + other.bytesSent, bytesReceived + other.bytesReceived,
                    segmentsOut + other.segmentsOut, segmentsIn + other.segmentsIn);
        }

        Counts minus(Counts other) {
            return new Counts(bytesSent - other.bytesSent, bytesReceived - other.bytesReceived,
                    segmentsOut - other.segmentsOut, segmentsIn - other.segmentsIn);
        }

        boolean negative() {
            return bytesSent < 0 || bytesReceived < 0 || segmentsOut < 0 || segmentsIn < 0;
        }
    }

    private SocketCounters() {
    }

    /** This process's sockets by "local>peer" address pair; null when {@code ss} cannot be run. */
    static Map<String, Counts> ofThisProcess() {
        try {
            Process ss = new ProcessBuilder("ss", "-tinpH", "state", "established").redirectErrorStream(true).start();
            String output = new String(ss.getInputStream().readAllBytes());
            if (!ss.waitFor(5, TimeUnit.SECONDS) || ss.exitValue() != 0) {
                unavailable("ss failed: " + output.strip());
                return null;
            }
            return parse(output, ProcessHandle.current().pid());
        } catch (IOException e) {
            unavailable(e.getMessage());
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * Parses {@code ss -tinpH state established}: per socket a line "recv-q send-q local peer users:((...pid=N...))"
     * followed by an indented line of tcp_info fields (a counter still at zero is left out by ss).
     */
    static Map<String, Counts> parse(String output, long pid) {
        Map<String, Counts> sockets = new HashMap<>();
        String key = null;
        for (String line : output.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            if (!Character.isWhitespace(line.charAt(0))) {
                String[] fields = line.trim().split("\\s+");
                Matcher owner = PID.matcher(line);
                boolean ours = false;
                while (owner.find()) {
                    ours |= Long.parseLong(owner.group(1)) == pid;
                }
                key = ours && fields.length >= 4 ? fields[2] + ">" + fields[3] : null;
            } else if (key != null) {
                sockets.put(key, counters(line));
                key = null;
            }
        }
        return sockets;
    }

    private static Counts counters(String info) {
        long[] values = new long[4];
        Matcher counter = COUNTER.matcher(info);
        while (counter.find()) {
            int index = switch (counter.group(1)) {
                case "bytes_sent" -> 0;
                case "bytes_received" -> 1;
                case "segs_out" -> 2;
                default -> 3;
            };
            values[index] = Long.parseLong(counter.group(2));
        }
        return new Counts(values[0], values[1], values[2], values[3]);
    }

    /**
     * What every socket open at the end counted since the start: a socket opened in between counts from zero
     * (its handshake is part of the window), one closed in between is lost (its last counters cannot be read).
     */
    static Counts delta(Map<String, Counts> before, Map<String, Counts> after) {
        Counts total = Counts.ZERO;
        for (Map.Entry<String, Counts> socket : after.entrySet()) {
            Counts grown = socket.getValue().minus(before.getOrDefault(socket.getKey(), Counts.ZERO));
            // the same address pair on a new connection: its counters began again
            total = total.plus(grown.negative() ? socket.getValue() : grown);
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
