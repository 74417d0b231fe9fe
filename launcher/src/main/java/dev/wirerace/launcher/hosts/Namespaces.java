package dev.wirerace.launcher.hosts;

import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The {@code ip} and {@code tc} commands behind hosts made of network namespaces ({@link TwoHosts},
 * {@link NodeHosts}): every namespace is named {@code wirerace-<launcher pid>-<role>}, so that those of a run
 * that died can be told from those of one still running.
 */
public final class Namespaces {

    private static final String PREFIX = "wirerace-";
    private static final Pattern RATE = Pattern.compile("(\\d+)(kbit|mbit|gbit)");

    private Namespaces() {
    }

    /** This launcher's namespace for {@code role}. */
    static String name(String role) {
        return PREFIX + ProcessHandle.current().pid() + "-" + role;
    }

    /** An interface name, unique to this launcher, within the kernel's 15 characters. */
    static String device(String role) {
        return role + ProcessHandle.current().pid();
    }

    /** {@code 100mbit} → 100,000,000. */
    public static long bitsPerSecond(String rate) {
        var matcher = RATE.matcher(rate);
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

    /**
     * Brings {@code device} in {@code namespace} up with {@code address}, its MTU, and a tbf cap on what it
     * sends (this kernel has no netem); the bucket holds 10 ms of the rate, at least 16,000 bytes.
     *
     * @param address with its prefix length, or none for a bridge's port
     */
    static void configure(String namespace, String device, Optional<String> address, Optional<String> rate,
            Optional<Integer> mtu) throws IOException, InterruptedException {
        if (address.isPresent()) {
            ip("-n", namespace, "addr", "add", address.get(), "dev", device);
        }
        if (mtu.isPresent()) {
            ip("-n", namespace, "link", "set", "dev", device, "mtu", String.valueOf(mtu.get()));
        }
        ip("-n", namespace, "link", "set", "dev", device, "up");
        if (rate.isPresent()) {
            run(List.of("tc", "-n", namespace, "qdisc", "add", "dev", device, "root", "tbf", "rate", rate.get(),
                    "burst", String.valueOf(Math.max(16_000, bitsPerSecond(rate.get()) / 8 / 100)), "latency", "50ms"));
        }
    }

    /** Adds {@code namespace} with its loopback up. */
    static void add(String namespace) throws IOException, InterruptedException {
        ip("netns", "add", namespace);
        ip("-n", namespace, "link", "set", "lo", "up");
    }

    /** Removes them, quietly: some may never have been made. */
    static void delete(List<String> namespaces) {
        for (String namespace : namespaces) {
            try {
                run(List.of("ip", "netns", "del", namespace));
            } catch (IOException | InterruptedException notThere) {
                // never made, or already gone
            }
        }
    }

    /** What runs a command inside {@code namespace}. */
    static List<String> exec(String namespace) {
        return List.of("ip", "netns", "exec", namespace);
    }

    /**
     * Namespaces of earlier runs whose launcher is gone (a crash or SIGKILL), and the processes still in them:
     * removed before anything else.
     */
    static void removeStale() throws IOException, InterruptedException {
        for (String line : output(List.of("ip", "netns", "list"))) {
            String name = line.split("\\s+")[0];
            if (!name.startsWith(PREFIX) || name.indexOf('-', PREFIX.length()) < 0) {
                continue;
            }
            String pid = name.substring(PREFIX.length(), name.indexOf('-', PREFIX.length()));
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

    static void ip(String... arguments) throws IOException, InterruptedException {
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
                ? ". Hosts made of network namespaces need root or CAP_NET_ADMIN (ip netns, veth, tc)" : "";
    }
}
