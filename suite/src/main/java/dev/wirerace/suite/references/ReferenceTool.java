package dev.wirerace.suite.references;

import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.suite.Scenario;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * An outside load generator for one wire: how to point it at a scenario's endpoint with the scenario's
 * concurrency, and how to read what it printed. Each checks replies its own way (status codes only).
 */
interface ReferenceTool {

    /** The executable's name in the tools folder. */
    String binary();

    /** The wires whose endpoints it loads. */
    List<Wire> wires();

    /** The command that loads {@code scenario}'s endpoint for {@code length}, or none if it cannot. */
    Optional<List<String>> command(Path binary, Endpoints target, Scenario scenario, Duration length, Path workDir);

    /**
     * What the run printed (and any file it wrote in {@code workDir}), as a row.
     *
     * @param label the tool as the row names it: its name and version
     */
    ReferenceResult read(List<String> output, Path workDir, Scenario scenario, String label, List<String> command)
            throws IOException;

    /** The version line the tool prints about itself. */
    List<String> versionCommand(Path binary);

    /** "1 connection", "4 streams": how many of {@code unit} carry the scenario's concurrent callers. */
    static String callers(Scenario scenario, String unit) {
        return scenario.concurrency() + " " + unit + (scenario.concurrency() == 1 ? "" : "s");
    }

    /** Where a scenario's REST call goes: the framework's endpoint, or the bare server's. */
    static String restUrl(Endpoints target, Scenario scenario) {
        return (scenario.wire() == Wire.REST_HTTP_BARE ? target.bareBase() : target.httpBase())
                + scenario.server().restPrefix() + restPath(scenario);
    }

    /** The path of a scenario's REST call (the REST resource's own paths, which the bare server serves too). */
    static String restPath(Scenario scenario) {
        return switch (scenario.operation()) {
            case ADD_ONE -> "/rest/add-one/41";
            case ACCOUNTS -> "/rest/accounts?count=" + scenario.size();
            default -> throw new IllegalArgumentException("no reference for " + scenario.operation());
        };
    }
}
