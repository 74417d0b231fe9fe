package dev.wirerace.launcher;

import dev.wirerace.processes.BusinessHost;
import dev.wirerace.processes.ChildProcess;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Two hosts on one machine: two network namespaces joined by a veth pair, addresses from 198.18.0.0/15 (set
 * aside for benchmarking), the link optionally capped by a tbf qdisc on both ends (this kernel has no netem)
 * and given an MTU. The business-service runs in one, the presentation side in the other; both are removed
 * when the command ends, on Ctrl-C too, and any left by an earlier run that died are removed first.
 */
final class TwoHosts implements AutoCloseable {

    static final String PRESENTATION_ADDRESS = "198.18.0.1";
    static final String BUSINESS_ADDRESS = "198.18.0.2";
    private static final String PREFIX = "wirerace-";

    private final String business;
    private final String presentation;
    private final String description;
    private final Thread removeOnExit;
    private boolean removed;

    private TwoHosts(String business, String presentation, String description) {
        this.business = business;
        this.presentation = presentation;
        this.description = description;
        this.removeOnExit = new Thread(this::remove, "remove-namespaces");
        Runtime.getRuntime().addShutdownHook(removeOnExit);
    }

    /**
     * Creates both namespaces and the link.
     *
     * @param rate a tbf rate such as 100mbit or 1gbit, or none
     * @param mtu the link's MTU, or none
     */
    static TwoHosts create(Optional<String> rate, Optional<Integer> mtu) throws IOException, InterruptedException {
        removeStale();
        long pid = ProcessHandle.current().pid();
        String business = PREFIX + pid + "-b";
        String presentation = PREFIX + pid + "-p";
        String businessEnd = "wrb" + pid;
        String presentationEnd = "wrp" + pid;
        TwoHosts hosts = new TwoHosts(business, presentation, describe(rate, mtu));
        try {
            ip("netns", "add", business);
            ip("netns", "add", presentation);
            ip("link", "add", businessEnd, "type", "veth", "peer", "name", presentationEnd);
            ip("link", "set", businessEnd, "netns", business);
            ip("link", "set", presentationEnd, "netns", presentation);
            configure(business, businessEnd, BUSINESS_ADDRESS, rate, mtu);
            configure(presentation, presentationEnd, PRESENTATION_ADDRESS, rate, mtu);
            return hosts;
        } catch (IOException | InterruptedException | RuntimeException failed) {
            hosts.close();
            throw failed;
        }
    }

    private static void configure(String namespace, String end, String address, Optional<String> rate,
            Optional<Integer> mtu) throws IOException, InterruptedException {
        ip("-n", namespace, "link", "set", "lo", "up");
        ip("-n", namespace, "addr", "add", address + "/30", "dev", end);
        if (mtu.isPresent()) {
            ip("-n", namespace, "link", "set", "dev", end, "mtu", String.valueOf(mtu.get()));
        }
        ip("-n", namespace, "link", "set", "dev", end, "up");
        if (rate.isPresent()) {
            // each end shapes what it sends: both directions capped; 10 ms of the rate as the bucket
            run(List.of("tc", "-n", namespace, "qdisc", "add", "dev", end, "root", "tbf", "rate", rate.get(),
                    "burst", String.valueOf(Math.max(16_000, bitsPerSecond(rate.get()) / 8 / 100)), "latency", "50ms"));
        }
    }

    /** {@code 100mbit} → 100,000,000. */
    static long bitsPerSecond(String rate) {
        var matcher = java.util.regex.Pattern.compile("(\\d+)(kbit|mbit|gbit)").matcher(rate);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("a rate such as 500kbit, 100mbit or 1gbit, not '" + rate + "'");
        }
        long value = Long.parseLong(matcher.group(1));
        return switch (matcher.group(2)) {
            case "kbit" -> value * 1_000;
            case "mbit" -> value * 1_000_000;
            default -> value * 1_000_000_000;
        };
    }

    private static String describe(Optional<String> rate, Optional<Integer> mtu) {
        return "two hosts: network namespaces over a veth pair (" + PRESENTATION_ADDRESS + " to " + BUSINESS_ADDRESS
                + rate.map(r -> ", tbf " + r).orElse("") + mtu.map(m -> ", MTU " + m).orElse("") + ")";
    }

    /**
     * Namespaces of earlier runs whose launcher is gone (a crash or SIGKILL), and the processes still in them:
     * removed before anything else.
     */
    private static void removeStale() throws IOException, InterruptedException {
        for (String line : output(List.of("ip", "netns", "list"))) {
            String name = line.split("\\s+")[0];
            if (name.startsWith(PREFIX)) {
                String pid = name.substring(PREFIX.length(), name.lastIndexOf('-'));
                if (pid.matches("\\d+") && ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false)) {
                    continue;
                }
                System.err.println("wirerace: removing the namespace " + name + " an earlier run left, and what runs in it");
                for (String inside : output(List.of("ip", "netns", "pids", name))) {
                    ProcessHandle.of(Long.parseLong(inside.strip())).ifPresent(ProcessHandle::destroyForcibly);
                }
                run(List.of("ip", "netns", "del", name));
            }
        }
    }

    /** The business-service's host: bound to its end of the link. */
    BusinessHost businessHost() {
        return new BusinessHost(BUSINESS_ADDRESS, BUSINESS_ADDRESS);
    }

    List<String> businessPrefix() {
        return List.of("ip", "netns", "exec", business);
    }

    List<String> presentationPrefix() {
        return List.of("ip", "netns", "exec", presentation);
    }

    /** What the run records as its path. */
    String description() {
        return description;
    }

    private synchronized void remove() {
        if (removed) {
            return;
        }
        removed = true;
        for (String namespace : List.of(presentation, business)) {
            try {
                run(List.of("ip", "netns", "del", namespace));
            } catch (IOException | InterruptedException notThere) {
                // never made, or already gone
            }
        }
    }

    @Override
    public void close() {
        remove();
        try {
            Runtime.getRuntime().removeShutdownHook(removeOnExit);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run
        }
    }

    private static void ip(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("ip"));
        command.addAll(List.of(arguments));
        run(command);
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        output(command);
    }

    /** The command's output lines; an IOException naming it and its message if it fails. */
    private static List<String> output(List<String> command) throws IOException, InterruptedException {
        ChildProcess.Finished finished = ChildProcess.run(command.get(0), command, Duration.ofSeconds(30));
        if (finished.exit() != 0) {
            throw new IOException(String.join(" ", command) + " failed (exit " + finished.exit() + "): "
                    + String.join(" ", finished.lines()) + needsRoot(finished.lines()));
        }
        return finished.lines();
    }

    private static String needsRoot(List<String> lines) {
        return lines.stream().anyMatch(line -> line.contains("Operation not permitted") || line.contains("permission"))
                ? ". Two hosts on one machine need root or CAP_NET_ADMIN (ip netns, veth, tc)" : "";
    }
}
