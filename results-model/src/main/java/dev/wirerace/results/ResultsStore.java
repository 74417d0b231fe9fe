package dev.wirerace.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirerace.results.data.JsonFile;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.format.ResultsCsv;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;

/**
 * The results directory: one folder per run ({@code run.json}, {@code results.csv}, {@code histograms/}).
 * A run is written into a hidden folder and renamed into place, so no reader ever sees half a run. Other
 * kinds of runs (k6, replication, ...) share the directory; anything with a {@code run.json} is listed.
 * The presentation-service makes one from its settings; the command line one of its own, to compare runs.
 */
public class ResultsStore {

    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);
    private static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
    /** Histograms hold picoseconds (WorkerTally); a log's max column is in milliseconds. */
    private static final double PICOS_PER_MILLI = 1e9;

    private final Path directory;
    private final ObjectMapper json;

    /**
     * @param json reads and writes the documents; it must ignore fields it does not know, as older and newer
     *        runs carry some ({@link #plainMapper()} makes one so)
     */
    public ResultsStore(Path directory, ObjectMapper json) {
        this.directory = directory.toAbsolutePath();
        this.json = json;
    }

    /** A mapper for run documents outside the service: unknown fields ignored, as the service's own does. */
    public static ObjectMapper plainMapper() {
        return JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
    }

    /** The mapper this store reads and writes with. */
    public ObjectMapper json() {
        return json;
    }

    public Path directory() {
        return directory;
    }

    /** A new run's name: its UTC start time, what ran, the mode (jvm or native). */
    public static String newRunId(String what, String mode) {
        return RUN_ID_TIME.format(Instant.now()) + "-" + what + "-" + mode;
    }

    /** Writes a comparison run with its raw histograms (keyed by their file name); returns its folder. */
    public Path write(RunDocument run, Map<String, Histogram> histograms) throws IOException {
        Map<String, String> tables = run.references() == null || run.references().isEmpty()
                ? Map.of("results.csv", ResultsCsv.of(run))
                : Map.of("results.csv", ResultsCsv.of(run), "references.csv", ResultsCsv.references(run));
        return publish(run.runId(), run, tables, staging -> {
            Path histogramDir = Files.createDirectories(staging.resolve("histograms"));
            for (Map.Entry<String, Histogram> entry : histograms.entrySet()) {
                try (PrintStream out = new PrintStream(Files.newOutputStream(histogramDir.resolve(entry.getKey())),
                        false, StandardCharsets.UTF_8)) {
                    HistogramLogWriter writer = new HistogramLogWriter(out);
                    writer.outputComment("latency in picoseconds, measured iterations only: " + entry.getKey());
                    writer.outputLogFormatVersion();
                    writer.outputLegend();
                    // one interval, the scenario's rounds merged: no timeline to stamp it with (a merged
                    // histogram's own stamps are unset); the max column in milliseconds, as usual
                    writer.outputIntervalHistogram(0, 0, entry.getValue(), PICOS_PER_MILLI);
                }
            }
        });
    }

    /**
     * Writes a run of another kind (the lookup study, ...): its document as {@code run.json} and text files
     * beside it, by the same write-then-rename; returns its folder.
     */
    public Path writeDocument(String runId, Object document, Map<String, String> files) throws IOException {
        return publish(runId, document, files, staging -> {
        });
    }

    private interface Extra {
        void writeInto(Path staging) throws IOException;
    }

    /** Everything goes into a hidden folder first, which is then renamed into place. */
    private Path publish(String runId, Object document, Map<String, String> files, Extra extra) throws IOException {
        Files.createDirectories(directory);
        Path staging = Files.createTempDirectory(directory, "." + runId + "-");
        extra.writeInto(staging);
        json.writerWithDefaultPrettyPrinter().writeValue(staging.resolve("run.json").toFile(), document);
        for (Map.Entry<String, String> file : files.entrySet()) {
            Files.writeString(staging.resolve(file.getKey()), file.getValue());
        }
        Path target = directory.resolve(runId);
        Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
        return target;
    }

    /**
     * Adds what was later measured about a run (its round trips per call, ...) to its {@code run.json} as one more
     * field, everything else left as written, by write-then-rename.
     */
    public void addToRun(String runId, String field, Object value) throws IOException {
        Path folder = directory.resolve(runId);
        ObjectNode document = (ObjectNode) json.readTree(folder.resolve("run.json").toFile());
        document.set(field, json.valueToTree(value));
        JsonFile.replace(json, folder.resolve("run.json"), document);
    }

    /** The raw histograms of a run's folder, by file name (empty when it has none). */
    public static Map<String, Histogram> readHistograms(Path runFolder) throws IOException {
        Map<String, Histogram> histograms = new java.util.LinkedHashMap<>();
        Path folder = runFolder.resolve("histograms");
        if (!Files.isDirectory(folder)) {
            return histograms;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                HistogramLogReader reader = new HistogramLogReader(file.toFile());
                if (reader.nextIntervalHistogram() instanceof Histogram histogram) {
                    histograms.put(file.getFileName().toString(), histogram);
                }
            }
        }
        return histograms;
    }

    /** Summaries of every run, newest first. */
    public List<ObjectNode> list() throws IOException {
        if (!Files.isDirectory(directory)) {
            return List.of();
        }
        List<ObjectNode> summaries = new ArrayList<>();
        try (Stream<Path> runs = Files.list(directory)) {
            for (Path runJson : runs.filter(p -> !p.getFileName().toString().startsWith("."))
                    .map(p -> p.resolve("run.json")).filter(Files::isRegularFile).toList()) {
                try {
                    summaries.add(summary(json.readTree(runJson.toFile()), runJson.getParent()));
                } catch (IOException unreadable) {
                    // a foreign or damaged file: not a run
                }
            }
        }
        summaries.sort(Comparator.comparing((ObjectNode s) -> s.path("startedAt").asText()).reversed());
        return summaries;
    }

    /** A run's document, as written. */
    public Optional<JsonNode> read(String runId) throws IOException {
        if (!RUN_ID.matcher(runId).matches()) {
            return Optional.empty();
        }
        Path runJson = directory.resolve(runId).resolve("run.json");
        return Files.isRegularFile(runJson) ? Optional.of(json.readTree(runJson.toFile())) : Optional.empty();
    }

    /** A comparison run's document as a record; empty when there is none, or the run is of another kind. */
    public Optional<RunDocument> readRun(String runId) throws IOException {
        Optional<JsonNode> run = read(runId);
        if (run.isEmpty() || !RunDocument.KIND.equals(run.get().path("kind").asText())) {
            return Optional.empty();
        }
        return Optional.of(json.treeToValue(run.get(), RunDocument.class));
    }

    private ObjectNode summary(JsonNode run, Path folder) {
        ObjectNode summary = json.createObjectNode();
        summary.put("runId", run.path("runId").asText(folder.getFileName().toString()));
        for (String field : List.of("kind", "suite", "mode", "modeLabel", "network", "startedAt", "status",
                "gitCommit")) {
            summary.set(field, run.path(field).isMissingNode() ? null : run.get(field));
        }
        summary.put("scenarioCount", run.path("scenarios").size() + run.path("lookups").size()
                + run.path("trials").size());
        return summary;
    }
}
