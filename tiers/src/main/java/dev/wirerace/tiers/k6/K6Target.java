package dev.wirerace.tiers.k6;

import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One line of {@code k6/targets.txt}: the run's name (the wire it speaks, or {@code presentation}), its script,
 * and the environment that points it at its target, placeholders filled in.
 */
public record K6Target(String name, String script, Map<String, String> environment) {

    /** How k6 reaches a business-service on this machine's loopback: by address, and by a name its certificate carries. */
    public static Map<String, String> loopbackHost() {
        return Map.of("host", "127.0.0.1", "tls-host", "localhost");
    }

    /** The run through the presentation-service's {@code /call}, which speaks every wire in turn. */
    public static final String PRESENTATION = "presentation";

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[\\w-]+}");

    /**
     * The runs of {@code targets} whose placeholders ({@code {host}}, {@code {http}}, {@code {wires}} ...) {@code known} fills, in
     * the file's order; a caller without, say, a presentation-service skips the runs that need one.
     */
    public static List<K6Target> read(Path targets, Map<String, String> known) throws IOException {
        List<K6Target> runs = new ArrayList<>();
        for (String line : Files.readAllLines(targets)) {
            parse(line, known).ifPresent(runs::add);
        }
        return runs;
    }

    /**
     * How k6 runs this target: {@code k6 run --quiet --no-color}, the run's own {@code settings} (OP, SMOKE,
     * the stages, SUMMARY_OUT) and the target's environment as {@code -e}, from the scripts' folder, trusting
     * the services' certificate, without a usage report; {@code prefix} runs it elsewhere
     * ({@code ip netns exec NS}). Callers add CPUs and a log.
     */
    public ChildProcess.Builder process(Path k6, Path scripts, Path certificate, List<String> prefix,
            Map<String, String> settings) {
        List<String> command = new ArrayList<>(prefix);
        command.addAll(List.of(k6.toString(), "run", "--quiet", "--no-color"));
        Map<String, String> all = new LinkedHashMap<>(settings);
        all.putAll(environment);
        all.forEach((variable, value) -> command.addAll(List.of("-e", variable + "=" + value)));
        command.add(script);
        return ChildProcess.of("k6 " + name, command).directory(scripts)
                .environment("SSL_CERT_FILE", certificate.toString()).environment("K6_NO_USAGE_REPORT", "true");
    }

    /** Every run's name, placeholders or not. */
    public static List<String> names(Path targets) throws IOException {
        List<String> names = new ArrayList<>();
        for (String line : Files.readAllLines(targets)) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length >= 2 && !fields[0].startsWith("#")) {
                names.add(fields[0]);
            }
        }
        return names;
    }

    /** Empty for comments, blank lines and lines with a placeholder {@code known} does not fill. */
    static Optional<K6Target> parse(String line, Map<String, String> known) {
        String[] fields = line.trim().split("\\s+");
        if (fields.length < 2 || fields[0].startsWith("#")) {
            return Optional.empty();
        }
        Map<String, String> environment = new LinkedHashMap<>();
        for (int i = 2; i < fields.length; i++) {
            int equals = fields[i].indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("k6/targets.txt: '" + fields[i] + "' is not NAME=VALUE in: " + line);
            }
            String value = fields[i].substring(equals + 1);
            for (Map.Entry<String, String> placeholder : known.entrySet()) {
                value = value.replace("{" + placeholder.getKey() + "}", placeholder.getValue());
            }
            if (PLACEHOLDER.matcher(value).find()) {
                return Optional.empty();
            }
            environment.put(fields[i].substring(0, equals), value);
        }
        return Optional.of(new K6Target(fields[0], fields[1], environment));
    }
}
