package dev.wirerace.launcher.suite;

import dev.wirerace.launcher.workspace.Pinning;
import dev.wirerace.launcher.workspace.Tiers;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.results.ForkFolder;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.JsonFile;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.format.AbVerdictsText;
import dev.wirerace.results.format.RunReport;
import dev.wirerace.results.stats.AbVerdicts;
import dev.wirerace.results.stats.RunComparison;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Suite;
import dev.wirerace.tiers.BusinessTier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * An A/B experiment in one interleaved run: A's and B's forks of one suite alternate ABBA…, as many of each, on
 * this machine; B differs from A only in what its --b- options say (run-time settings, JVM options for one tier or
 * both). Each pair of forks ran side by side, so the host's drift over the experiment cancels in their ratios.
 * Nothing else can differ: the suite, the mode, the network and the pinning are A's options, given once.
 */
@Command(name = "ab", sortOptions = false, description = "An A/B experiment in one interleaved run: A and B forks of"
        + " a suite alternate (ABBA...), as many of each, both tiers started afresh for each fork; B differs from A only"
        + " in its --b- options. Every row gets a verdict from its paired fork ratios B/A: slower or faster (dearer or"
        + " cheaper per tier: client, server, both), same within --equivalence (two one-sided tests), or can't tell with"
        + " the interval reached and about how many pairs would settle it. A pair whose host ran Java at another speed"
        + " for A than for B (each fork's Java yardstick) is set aside and measured again, two pairs more at most."
        + " Exit 1 when --fail-on names a verdict some"
        + " remote row has. Both runs are kept in results/, the verdicts in B's as ab.json.")
public final class AbCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    SuiteOptions options;

    @Option(names = "--suite", paramLabel = "SUITE", description = "The suite A and B run (default: ${DEFAULT-VALUE}).")
    String suite = Suite.QUICK.id();

    @Option(names = "--pairs", paramLabel = "N", description = "Pairs of forks, one of A and one of B each (default: the suite's forks, in its summary).")
    Optional<Integer> pairs = Optional.empty();

    @Option(names = "--b-work", paramLabel = "DURATION", description = "B's CPU time in the business core per call, e.g. 5us (A's: --work).")
    Optional<String> bWork = Optional.empty();

    @Option(names = "--b-wait", paramLabel = "DURATION", description = "B's sleep in the business core per call, e.g. 1ms (A's: --wait).")
    Optional<String> bWait = Optional.empty();

    @Option(names = "--b-servers", split = ",", paramLabel = "MODEL", description = "B's extra server models (A's: --servers).")
    List<String> bServers;

    @Option(names = "--b-clients", split = ",", paramLabel = "CLIENT", description = "B's extra clients (A's: --clients).")
    List<String> bClients;

    @Option(names = "--b-callers", paramLabel = "platform|virtual", description = "B's callers' threads (A's: --callers).")
    Optional<String> bCallers = Optional.empty();

    @Option(names = "--a-jvm-option", paramLabel = "OPTION", description = "A JVM option for A's tiers named by --tiers, e.g. --a-jvm-option=-XX:+UseG1GC (repeatable).")
    List<String> aJvmOptions = new ArrayList<>();

    @Option(names = "--b-jvm-option", paramLabel = "OPTION", description = "A JVM option for B's tiers named by --tiers, e.g. --b-jvm-option=-XX:+UseParallelGC (repeatable).")
    List<String> bJvmOptions = new ArrayList<>();

    @Option(names = "--b-repo", paramLabel = "DIR", description = "B's code: another checkout of wirerace (a branch, a commit), built here with its own ./mvnw package (its output in .wirerace/logs/ab-b-build.log) and run with the same JDK, settings and pinning as A.")
    Optional<Path> bRepo = Optional.empty();

    @Option(names = "--tiers", paramLabel = "both|client|server", description = "Which tiers the --a- and --b-jvm-options go to: both (default), client (the presentation-service) or server (the business-service).")
    String tiers = "both";

    @Option(names = "--equivalence", paramLabel = "SHARE", description = "Same within this share either way (default: ${DEFAULT-VALUE}, ±5 %%).")
    double equivalence = RunComparison.DEFAULT_EQUIVALENCE;

    @Option(names = "--fail-on", split = ",", paramLabel = "VERDICT", description = "Exit 1 when a remote row is, on its p50 or any tier's CPU: slower, faster, dearer, cheaper, can't-tell (e.g. slower,dearer).")
    List<String> failOn = List.of();

    @Option(names = "--markdown", paramLabel = "FILE", description = "Also write the verdict table in Markdown, e.g. for a pull request's comment.")
    Optional<Path> markdown = Optional.empty();

    @Override
    public Integer call() throws Exception {
        options.refuseSuiteOnly(spec.commandLine(), "ab");
        Suite chosen = Arrays.stream(Suite.values()).filter(s -> s.id().equals(suite) && s != Suite.FAULTS).findFirst()
                .orElseThrow(() -> new ParameterException(spec.commandLine(), "--suite: one of quick, seeds, full, smoke,"
                        + " not '" + suite + "'"));
        int count = pairs.orElse(Math.max(2, chosen.defaultForks()));
        if (count < 2 || count > 10) {
            throw new ParameterException(spec.commandLine(), "--pairs: from 2 to 10, not " + count);
        }
        if (options.forks.isPresent()) {
            throw new ParameterException(spec.commandLine(), "--forks: an A/B run's forks are its --pairs");
        }
        if (options.precision.isPresent() || options.budget.isPresent() || options.resume.isPresent()) {
            throw new ParameterException(spec.commandLine(), "--precision, --budget and --resume are a suite run's:"
                    + " an A/B run's precision is its --pairs, and it says how many more would settle each row");
        }
        if (options.references) {
            throw new ParameterException(spec.commandLine(), "--references: the outside load generators are for a suite's"
                    + " own run, not an A/B experiment's");
        }
        if (!(equivalence > 0 && equivalence < 1)) {
            throw new ParameterException(spec.commandLine(), "--equivalence: a share above 0 and below 1 (0.05 for ±5 %), not " + equivalence);
        }
        Set<String> failVerdicts = failVerdicts();
        if (!List.of("both", "client", "server").contains(tiers)) {
            throw new ParameterException(spec.commandLine(), "--tiers: both, client or server, not '" + tiers + "'");
        }
        options.payload.ensureBuilt(spec.commandLine());
        Workspace workspace = Workspace.current();
        Workspace bCode = bRepo.isPresent() ? built(bRepo.get(), workspace) : workspace;
        RunPlan aPlan = options.runPlan();
        RunPlan bPlan = bPlan();
        // each side's work per call reaches its tiers from its own plan, the one source of it
        Side a = new Side("a", aPlan, tierOptions(aPlan.work().jvmOptions(), aJvmOptions), workspace);
        Side b = new Side("b", bPlan, tierOptions(bPlan.work().jvmOptions(), bJvmOptions), bCode);
        String differs = differences(bCode);
        System.err.printf("wirerace: A/B on the %s suite, %d pairs of forks (ABBA...); B differs in %s%n", suite, count,
                differs.isEmpty() ? "nothing: a same-code experiment" : differs);

        String stamp = Workspace.stamp();
        Map<String, Path> folders = new LinkedHashMap<>();
        for (Side side : List.of(a, b)) {
            folders.put(side.name(), Files.createDirectories(workspace.results().resolve(".forks-ab-" + side.name() + "-" + stamp)));
        }
        int worst = 0;
        ResultsStore store = new ResultsStore(workspace.results(), ResultsStore.plainMapper());
        // B's own JVM options move the Java yardstick too: then it cannot tell the host apart from B
        boolean hostCheckable = aJvmOptions.equals(bJvmOptions);
        int planned = count;
        for (int pair = 1; pair <= planned; pair++) {
            // ABBA: a drift that runs through the experiment falls on A and B alike
            List<Side> order = pair % 2 == 1 ? List.of(a, b) : List.of(b, a);
            for (Side side : order) {
                System.err.printf("wirerace: pair %d of %d, %s: both tiers started afresh%n", pair, planned,
                        side.name().toUpperCase(java.util.Locale.ROOT));
                RunPlan plan = side.plan().withForks(new RunPlan.Forks(side.plan().forks().eachWire(), pair, planned))
                        .withReferences(false);
                worst = Math.max(worst, runFork(side.code(), folders.get(side.name()), plan, side.jvm()));
            }
            if (pair == planned && hostCheckable && planned < count + MORE_PAIRS) {
                planned += pairsToAdd(folders, store, count, planned);
            }
        }
        Optional<RunDocument> runA = ForkFolder.merge(folders.get("a"), store, "-a");
        Optional<RunDocument> runB = ForkFolder.merge(folders.get("b"), store, "-b");
        if (runA.isEmpty() || runB.isEmpty()) {
            System.err.printf("wirerace: no fork of %s wrote a run%n", runA.isEmpty() ? "A" : "B");
            return Math.max(worst, 1);
        }
        AbVerdicts verdicts = AbVerdicts.of(runA.get(), runB.get(), equivalence, differs, hostCheckable);
        JsonFile.replace(store.json(), store.directory().resolve(runB.get().runId()).resolve("ab.json"), verdicts);
        System.out.print(AbVerdictsText.render(verdicts));
        if (markdown.isPresent()) {
            Files.writeString(markdown.get(), AbVerdictsText.markdown(verdicts));
            System.err.printf("wirerace: the verdict table in Markdown: %s%n", markdown.get());
        }
        for (RunDocument run : List.of(runA.get(), runB.get())) {
            RunReport.failure(run).ifPresent(System.err::println);
        }
        return Math.max(worst, verdicts.fails(failVerdicts) ? 1 : 0);
    }

    /**
     * Pairs measured beyond the asked ones, at most, to stand in for pairs whose host moved between A and B: each is a
     * quick fork of A and one of B again (some 7 minutes here), so two bound the run at about half as long again.
     */
    static final int MORE_PAIRS = 2;

    /**
     * How many pairs to measure next so that {@code wanted} pairs hold: the pairs so far are merged in memory, their
     * hosts checked (AbVerdicts), and one more pair is asked for while fewer than wanted held; it says which pairs it
     * set aside and why.
     */
    private static int pairsToAdd(Map<String, Path> folders, ResultsStore store, int wanted, int measured)
            throws java.io.IOException {
        Optional<RunDocument> soFarA = ForkFolder.peek(folders.get("a"), store);
        Optional<RunDocument> soFarB = ForkFolder.peek(folders.get("b"), store);
        if (soFarA.isEmpty() || soFarB.isEmpty()) {
            return 0;
        }
        AbVerdicts.HostCheck host = AbVerdicts.hostCheck(soFarA.get(), soFarB.get(), true);
        int held = host.judged().size();
        if (held >= wanted) {
            return 0;
        }
        System.err.printf("wirerace: %d of %d pairs held (the host's speed at Java moved, yardstick B/A: %s): measuring"
                + " pair %d%n", held, measured, AbVerdictsText.pairs(host.setAside()), measured + 1);
        return 1;
    }

    /** One side's run plan, each tier's JVM options, and the checkout whose services it runs. */
    private record Side(String name, RunPlan plan, TierOptions jvm, Workspace code) {
    }

    /**
     * B's checkout, packaged by its own ./mvnw (package, not install: A's installed modules stay A's); refused unless
     * it is a checkout of wirerace, and when its build fails.
     */
    private Workspace built(Path dir, Workspace a) throws Exception {
        Path root = dir.toAbsolutePath().normalize();
        if (!java.nio.file.Files.isExecutable(root.resolve("mvnw")) || !java.nio.file.Files.isDirectory(root.resolve("business-service"))
                || !java.nio.file.Files.isDirectory(root.resolve("presentation-service"))) {
            throw new ParameterException(spec.commandLine(), "--b-repo: " + dir + " is not a checkout of wirerace (no mvnw,"
                    + " business-service and presentation-service there)");
        }
        if (root.equals(a.root())) {
            throw new ParameterException(spec.commandLine(), "--b-repo: " + dir + " is this checkout; B's code needs another one");
        }
        Workspace b = new Workspace(root);
        Path log = a.logs().resolve("ab-b-build.log");
        System.err.printf("wirerace: building B's code in %s (./mvnw package -DskipTests; log %s) ...%n", root, log);
        // with the payload A carries, so that the two sides' fetch and store rows pair
        List<String> build = new ArrayList<>(List.of("mvnw", "-B", "-ntp", "-q", "package", "-DskipTests"));
        build.addAll(options.payload.mavenProperties());
        if (b.runScriptLogged(java.time.Duration.ofHours(1), log, build.toArray(String[]::new)) != 0) {
            throw new java.io.IOException("B's build in " + root + " failed; its whole log: " + log);
        }
        return b;
    }

    /** What each tier's JVM is given beyond the usual. */
    private record TierOptions(List<String> business, List<String> presentation) {
    }

    /**
     * The run-time settings (work, wait) go to both tiers as SuiteOptions gives them; the JVM options asked for go
     * to the tiers --tiers names.
     */
    private TierOptions tierOptions(List<String> runSettings, List<String> jvmOptions) {
        List<String> business = new ArrayList<>(runSettings);
        List<String> presentation = new ArrayList<>(runSettings);
        if (!tiers.equals("client")) {
            business.addAll(jvmOptions);
        }
        if (!tiers.equals("server")) {
            presentation.addAll(jvmOptions);
        }
        return new TierOptions(business, presentation);
    }

    /** A's plan with B's selection and callers where B gives its own. */
    private RunPlan bPlan() {
        List<String> servers = options.servers;
        List<String> clients = options.clients;
        Optional<String> callers = options.callers;
        try {
            options.servers = bServers != null ? bServers : servers;
            options.clients = bClients != null ? bClients : clients;
            options.callers = bCallers.isPresent() ? bCallers : callers;
            return options.runPlan().withWork(bWork());
        } finally {
            options.servers = servers;
            options.clients = clients;
            options.callers = callers;
        }
    }

    /** B's work and wait: its own where given, else A's. */
    private RunPlan.Work bWork() {
        return SuiteOptions.work(spec, "--b-", bWork.isPresent() ? bWork : options.work,
                bWait.isPresent() ? bWait : options.wait);
    }

    /** What B was asked to differ in, in the command's own words. */
    private String differences(Workspace bCode) throws java.io.IOException {
        List<String> said = new ArrayList<>();
        if (bRepo.isPresent()) {
            said.add("code: B from " + bCode.root() + " at " + bCode.gitCommit() + " (A: " + Workspace.current().gitCommit() + ")");
        }
        bWork.ifPresent(value -> said.add("--work " + value + " (A: " + options.work.orElse("none") + ")"));
        bWait.ifPresent(value -> said.add("--wait " + value + " (A: " + options.wait.orElse("none") + ")"));
        if (bServers != null) {
            said.add("--servers " + String.join(",", bServers));
        }
        if (bClients != null) {
            said.add("--clients " + String.join(",", bClients));
        }
        bCallers.ifPresent(value -> said.add("--callers " + value));
        if (!aJvmOptions.isEmpty() || !bJvmOptions.isEmpty()) {
            said.add("JVM options on " + (tiers.equals("both") ? "both tiers" : tiers.equals("client") ? "the client tier"
                    : "the server tier") + ": A " + (aJvmOptions.isEmpty() ? "none" : String.join(" ", aJvmOptions))
                    + ", B " + (bJvmOptions.isEmpty() ? "none" : String.join(" ", bJvmOptions)));
        }
        return String.join("; ", said);
    }

    private Set<String> failVerdicts() {
        Set<String> verdicts = new LinkedHashSet<>();
        for (String word : failOn) {
            String verdict = word.equals("can't-tell") || word.equals("cant-tell") ? AbVerdicts.CANT_TELL : word;
            if (!List.of(AbVerdicts.SLOWER, AbVerdicts.FASTER, AbVerdicts.DEARER, AbVerdicts.CHEAPER, AbVerdicts.CANT_TELL)
                    .contains(verdict)) {
                throw new ParameterException(spec.commandLine(), "--fail-on: slower, faster, dearer, cheaper or can't-tell,"
                        + " not '" + word + "'");
            }
            verdicts.add(verdict);
        }
        return verdicts;
    }

    /** One fork of one side: both tiers started with that side's JVM options, the suite run into its folder. */
    private int runFork(Workspace workspace, Path folder, RunPlan plan, TierOptions jvm) throws Exception {
        try (Tiers started = new Tiers(workspace, Pinning.of(!options.noPin), jvm.business(), jvm.presentation())) {
            BusinessTier business = started.business(options.network.proxied()
                    ? Optional.of(SuiteCommand.toxiproxy(workspace)) : Optional.empty());
            Map<String, String> settings = new LinkedHashMap<>(started.commonSettings());
            settings.put("quarkus.http.port", "0");
            settings.putAll(business.presentationSettings());
            settings.put("wirerace.network", options.network.id());
            settings.putAll(options.serviceSettings());
            settings.put("wirerace.results.dir", folder.toString());
            settings.put(RunPlan.PROPERTY, plan.toJson());
            return started.runPresentation(settings, List.of("run", suite));
        }
    }
}
