import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Markdown table of a tls-cost.jsonl: a row per piece, a column per runtime (ns per operation, median
 * round), and each runtime against the first (the JVM). Regular expressions rather than a JSON library: the
 * lines are TlsCost's own, and a single-file program has no class path.
 *
 *   java TlsCostTable.java tls-cost.jsonl
 */
public class TlsCostTable {

    private static final Pattern LABEL = Pattern.compile("\"runtimeLabel\": \"([^\"]*)\"");
    private static final Pattern PIECE = Pattern.compile("\"piece\": \"([^\"]*)\", \"nsPerOp\": (\\d+)");
    private static final Pattern RUNTIME = Pattern.compile("\"runtime\": \"([^\"]*)\", \"cipherSuite\": \"([^\"]*)\"");

    public static void main(String[] args) throws Exception {
        Map<String, Map<String, Long>> nanosByPieceAndRuntime = new LinkedHashMap<>();
        List<String> runtimes = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            Matcher label = LABEL.matcher(line);
            if (!label.find()) {
                continue;
            }
            String runtime = label.group(1);
            Matcher piece = PIECE.matcher(line);
            Matcher about = RUNTIME.matcher(line);
            if (piece.find()) {
                nanosByPieceAndRuntime.computeIfAbsent(piece.group(1), p -> new LinkedHashMap<>())
                        .put(runtime, Long.parseLong(piece.group(2)));
            } else if (about.find()) {
                runtimes.add(runtime);
                notes.add("- " + runtime + ": " + about.group(1) + ", negotiated " + about.group(2));
            }
        }
        StringBuilder table = new StringBuilder("| piece (ns per operation, median of 7 rounds) |");
        runtimes.forEach(r -> table.append(' ').append(r).append(" |"));
        runtimes.stream().skip(1).forEach(r -> table.append(' ').append(r).append(" / jvm |"));
        table.append("\n|---|").append("---:|".repeat(2 * runtimes.size() - 1)).append('\n');
        nanosByPieceAndRuntime.forEach((piece, nanos) -> {
            table.append("| ").append(piece).append(" |");
            runtimes.forEach(r -> table.append(' ').append(format(nanos.get(r))).append(" |"));
            Long jvm = nanos.get(runtimes.get(0));
            runtimes.stream().skip(1).forEach(r -> table.append(' ')
                    .append(jvm == null || nanos.get(r) == null ? "-" : String.format("%.2f×", nanos.get(r) / (double) jvm))
                    .append(" |"));
            table.append('\n');
        });
        System.out.print(table);
        System.out.println();
        notes.forEach(System.out::println);
    }

    private static String format(Long nanos) {
        return nanos == null ? "-" : String.format("%,d", nanos);
    }
}
