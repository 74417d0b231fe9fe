package dev.wirerace.presentation.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirerace.lookup.LookupStudy;
import dev.wirerace.presentation.suite.SuiteRunner;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.RoundTrips;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.predict.Link;
import dev.wirerace.results.predict.LinkPrediction;
import dev.wirerace.results.stats.CompareCalibration;
import dev.wirerace.results.stats.RunComparison;
import dev.wirerace.results.stats.RunDigest;
import dev.wirerace.suite.Progress;
import dev.wirerace.suite.Suite;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;

/** The page's API: start a suite (or the lookup study: {@code suite=lookup}), follow it, list and fetch runs. */
@Path("/api")
@Produces(MediaType.APPLICATION_JSON)
public class RunsResource {

    private final SuiteRunner runner;
    private final LookupStudy lookupStudy;
    private final Progress progress;
    private final ResultsStore store;
    private final ObjectMapper json;

    public RunsResource(SuiteRunner runner, LookupStudy lookupStudy, Progress progress, ResultsStore store,
            ObjectMapper json) {
        this.json = json;
        this.runner = runner;
        this.lookupStudy = lookupStudy;
        this.progress = progress;
        this.store = store;
    }

    @GET
    @Path("/runs")
    public List<ObjectNode> runs() throws IOException {
        return store.list();
    }

    @GET
    @Path("/runs/{runId}")
    public JsonNode run(@RestPath String runId) throws IOException {
        return store.read(runId).orElseThrow(() -> new NotFoundException("no run " + runId));
    }

    /**
     * The run's answer per scenario, wires ranked by p50 with their intervals (RunDigest): what the page shows
     * before the tables. 404 when the run is absent or not a suite run.
     */
    @GET
    @Path("/runs/{runId}/digest")
    public RunDigest.Digest digest(@RestPath String runId) throws IOException {
        RunDocument run = store.readRun(runId).orElseThrow(() -> new NotFoundException("no suite run " + runId));
        return RunDigest.of(run, CompareCalibration.runToRun(run, store.directory(), json));
    }

    /** One row's prediction as the page's what-if panel draws it. */
    public record PredictedRow(String way, String operation, String tx, int payloadBytes, int size, int concurrency,
            double roundTrips, double loopbackP50Micros, double p50Micros, double opsPerSecond, String bound, int rank,
            int loopbackRank) {
    }

    /** A typical link the panel offers (Link.Preset). */
    public record LinkPreset(String id, String name, double rttMicros, double bitsPerSecond, int mtu) {
    }

    /**
     * A run's remote rows on the link described, the link as understood, and the presets to choose from; for a run
     * without round trips, no rows and {@code missing} saying how to measure them (a 200: the page asks of every run).
     */
    public record Prediction(String link, String roundTripsFrom, List<PredictedRow> rows, List<LinkPreset> presets,
            String missing) {
    }

    /**
     * The run's remote rows on a described link (LinkPrediction): the what-if panel's figures, from the model the
     * command line uses; without round trips kept ({@code ./wirerace predict RUN --round-trips-from}), none. 404 when
     * the run is absent or not a suite run.
     */
    @GET
    @Path("/runs/{runId}/predict")
    public Prediction predict(@RestPath String runId, @RestQuery double rttMicros, @RestQuery double bitsPerSecond,
            @RestQuery Integer mtu, @RestQuery Integer tierCpus, @RestQuery boolean shaped) throws IOException {
        Link link;
        try {
            link = new Link("described link", rttMicros, bitsPerSecond, mtu == null ? Link.ETHERNET_MTU : mtu);
            link = shaped ? link.shaped() : link;
        } catch (IllegalArgumentException bad) {
            throw new BadRequestException(bad.getMessage());
        }
        int cpus = tierCpus == null ? 1 : tierCpus;
        if (cpus < 1) {
            throw new BadRequestException("tierCpus is 1 or more");
        }
        RunDocument run = store.readRun(runId).orElseThrow(() -> new NotFoundException("no suite run " + runId));
        List<LinkPreset> presets = java.util.Arrays.stream(Link.Preset.values()).map(preset -> new LinkPreset(preset.id(),
                preset.link().name(), preset.link().rttMicros(), preset.link().bitsPerSecond(), preset.link().mtu())).toList();
        RoundTrips kept = run.roundTrips();
        if (kept == null) {
            return new Prediction(link.describe(), null, List.of(), presets, "no round trips measured for " + runId
                    + ": ./wirerace predict " + runId + " --round-trips-from RUN_WITH_A_KNOWN_DELAY");
        }
        List<PredictedRow> rows = LinkPrediction.of(run, kept, link, cpus).stream()
                .map(p -> new PredictedRow(p.row().spoken().way(), p.row().work().operation(), p.row().work().tx(), p.row().work().payloadBytes(),
                        p.row().work().size(), p.row().load().concurrency(), p.roundTrips(), p.row().latencyMicros().p50(),
                        p.p50Micros(), p.opsPerSecond(), p.bound(), p.rank(), p.loopbackRank()))
                .toList();
        return new Prediction(link.describe(), kept.source(), rows, presets, null);
    }

    /**
     * Run B against run A, row by row, with a verdict per row (RunComparison), as measured unless
     * {@code perFloor=true}; intervals with the run-to-run term where same-code pairs were kept; 404 when either is
     * not a suite run.
     */
    @GET
    @Path("/compare")
    public RunComparison compare(@RestQuery String a, @RestQuery String b, @RestQuery Double margin,
            @RestQuery @DefaultValue("false") boolean perFloor) throws IOException {
        if (a == null || b == null) {
            throw new BadRequestException("compare needs ?a=RUN_A&b=RUN_B");
        }
        if (margin != null && !RunComparison.validMargin(margin)) {
            throw new BadRequestException("margin is a share from 0 to 1 (0.05 for 5 %)");
        }
        RunDocument runA = store.readRun(a).orElseThrow(() -> new NotFoundException("no suite run " + a));
        RunDocument runB = store.readRun(b).orElseThrow(() -> new NotFoundException("no suite run " + b));
        CompareCalibration.Margin chosen = CompareCalibration.choose(java.util.Optional.ofNullable(margin), perFloor,
                runA, runB, store.directory(), json);
        return RunComparison.of(runA, runB, chosen, perFloor, RunComparison.DEFAULT_EQUIVALENCE,
                CompareCalibration.runToRun(runA, runB, store.directory(), json));
    }

    /** 202 with the run's id; 409 while another run is going. The run goes on in its own thread. */
    @POST
    @Path("/runs")
    public Response start(@RestQuery String suite) {
        if ("lookup".equals(suite)) {
            return started(lookupStudy.claim(), runId -> lookupStudy.run(runId));
        }
        Suite chosen;
        try {
            chosen = Suite.byId(suite == null ? "quick" : suite);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
        return started(runner.claim(chosen), runId -> runner.run(chosen, runId));
    }

    private Response started(String runId, Consumer<String> run) {
        if (runId == null) {
            return Response.status(Response.Status.CONFLICT).entity(Map.of("error", "a run is already going",
                    "runId", String.valueOf(progress.state().runId()))).build();
        }
        Thread.ofPlatform().name("wirerace-run-" + runId).start(() -> run.accept(runId));
        return Response.accepted(Map.of("runId", runId)).build();
    }

    @GET
    @Path("/progress")
    public Progress.State progress() {
        return progress.state();
    }
}
