package dev.wirerace.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.LoadModel;
import dev.wirerace.launcher.hosts.Namespaces;
import dev.wirerace.launcher.nativecompare.Mode;
import dev.wirerace.launcher.nativecompare.NativeCommand;
import dev.wirerace.launcher.nativecompare.NativeCompareConfig;
import dev.wirerace.launcher.suite.FaultsCommand;
import dev.wirerace.launcher.suite.SuiteCommand;
import dev.wirerace.launcher.workspace.RemoteBusiness;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Suite;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command line's parsing and validation: wrong input is refused before anything starts. */
class CommandLineTest {

    private final StringWriter errors = new StringWriter();
    private final StringWriter out = new StringWriter();

    private int run(String... args) {
        CommandLine commandLine = Wirerace.commandLine();
        commandLine.setErr(new PrintWriter(errors, true));
        commandLine.setOut(new PrintWriter(out, true));
        return commandLine.execute(args);
    }

    @Test
    void everyCommandHasItsOwnHelp() {
        for (String command : Wirerace.commandLine().getSubcommands().keySet()) {
            assertEquals(0, run(command, "--help"), command);
            assertTrue(out.toString().contains("Usage: wirerace " + command), command + ": " + out);
        }
        out.getBuffer().setLength(0);
        assertEquals(0, run("quick", "--help"));
        assertTrue(out.toString().replaceAll("\\s+", " ").contains("a precision of ±12% (--precision)"), "the suite's defaults in words: " + out);
        assertTrue(!out.toString().contains("%n") && !errors.toString().contains("Could not format"), errors.toString());
        assertTrue(Wirerace.commandLine().getSubcommands().keySet().containsAll(java.util.List.of("quick", "seeds",
                "full", "smoke", "faults", "lookup", "replication", "business", "native", "ab", "compare", "serve", "k6",
                "test", "build")));
    }

    @Test
    void anUnknownWireIsRefusedWithTheListOfWires() {
        assertEquals(2, run("quick", "--wires", "rest-http,telepathy"));
        assertTrue(errors.toString().contains("unknown wire 'telepathy'"), errors.toString());
        assertTrue(errors.toString().contains("rest-https-h2"), "the message lists the wires: " + errors);
    }

    @Test
    void badValuesAreRefused() {
        assertEquals(2, run("quick", "--noise-limit", "10"));
        assertTrue(errors.toString().contains("--noise-limit is a share"), errors.toString());
        assertEquals(2, run("quick", "--iteration", "5 minutes"));
        assertEquals(2, run("quick", "--network", "moon"));
        assertEquals(2, run("quick", "--iterations", "0"));
        assertEquals(2, run("faults", "--faults", "flood"));
        assertEquals(2, run("faults", "--faults", "none"));
        assertTrue(errors.toString().contains("--faults: link or kill"), errors.toString());
        assertEquals(2, run("quick", "--network", "proxy"));
        assertTrue(errors.toString().contains("--network: loopback, lan, wan or slow, not proxy"), errors.toString());
        assertEquals(2, run("k6", "--op", "add-one"));
        assertTrue(errors.toString().contains("unknown operation 'add-one'"), errors.toString());
        assertEquals(2, run("replication", "--sweep", "huge"));
        assertEquals(2, run("replication", "--nodes", "1"));
        assertEquals(2, run("replication", "--link-rate", "1gbit"));
        assertTrue(errors.toString().contains("--link-rate and --mtu shape the links of --hosts netns"), errors.toString());
        assertEquals(2, run("quick", "--accounts", "55,2001"));
        assertTrue(errors.toString().contains("--accounts: list sizes from 1 to 2000"), errors.toString());
        assertEquals(2, run("faults", "--faults", "kill", "--business", "192.0.2.1"));
        assertTrue(errors.toString().contains("this machine cannot kill and restart it"), errors.toString());
        assertEquals(2, run("compare", "only-one-run"));
        assertEquals(2, run("compare", "--equivalence", "2", "run-a", "run-b"));
        assertTrue(errors.toString().contains("--equivalence is a share"), errors.toString());
        assertEquals(2, run("ab", "--pairs", "1"));
        assertTrue(errors.toString().contains("--pairs: from 2 to 10"), errors.toString());
        assertEquals(2, run("ab", "--tiers", "moon"));
        assertEquals(2, run("ab", "--fail-on", "worse"));
        assertTrue(errors.toString().contains("--fail-on: slower, faster, dearer, cheaper or can't-tell"), errors.toString());
        assertEquals(2, run("ab", "--forks", "3"));
        assertTrue(errors.toString().contains("an A/B run's forks are its --pairs"), errors.toString());
        assertEquals(2, run("ab", "--b-work", "lots"));
        assertEquals(2, run("ab", "--b-repo", "/no/such/checkout"));
        assertTrue(errors.toString().contains("--b-repo: /no/such/checkout is not a checkout of wirerace"), errors.toString());
        assertEquals(2, run("ab", "--business", "192.0.2.1"), "another host is not an A/B experiment's to vary");
        assertEquals(2, run("quick", "--no-such-option"));
        assertEquals(2, run());
    }

    @Test
    void aPrecisionABudgetAndAResumeAreCheckedBeforeAnythingStarts() {
        assertEquals(2, run("quick", "--precision", "tight"));
        assertTrue(errors.toString().contains("--precision: a percentage from 0 to under 100, such as 5%, not 'tight'"),
                errors.toString());
        assertEquals(2, run("quick", "--precision", "150%"));
        assertEquals(2, run("quick", "--budget", "0s"));
        assertTrue(errors.toString().contains("--budget: above 0"), errors.toString());
        assertEquals(2, run("quick", "--forks", "1", "--precision", "5%"));
        assertTrue(errors.toString().contains("a run of one fork has no forks to add"), errors.toString());
        assertEquals(2, run("quick", "--resume", "20261202-031500", "--wires", "grpc"));
        assertTrue(errors.toString().contains("give --resume alone"), errors.toString());
        assertEquals(2, run("ab", "--precision", "5%"));
        assertTrue(errors.toString().contains("an A/B run's precision is its --pairs"), errors.toString());
        assertEquals(2, run("quick", "--forks", "21"));
    }

    @Test
    void thePatienceForAQuietHostIsTheRunsAndSharedAmongItsForks() {
        SuiteCommand quick = new SuiteCommand("quick", 2);
        new CommandLine(quick).parseArgs("--patience", "90s");
        RunPlan plan = RunPlan.fromJson(quick.options.runPlan().toJson());
        assertEquals(Duration.ofSeconds(90), plan.noise().patience());
        assertEquals(Duration.ofSeconds(90), Suite.QUICK.patienceOfThisFork(plan), "the launcher sets each fork's own");
        SuiteCommand suiteOwn = new SuiteCommand("quick", 2);
        new CommandLine(suiteOwn).parseArgs();
        RunPlan byDefault = suiteOwn.options.runPlan().withForks(new RunPlan.Forks(false, 1, 2));
        assertEquals(Duration.ofSeconds(90), Suite.QUICK.patienceOfThisFork(byDefault), "quick's 3 minutes over 2 forks");
        assertEquals(Duration.ZERO, Suite.SMOKE.patienceOfThisFork(byDefault), "smoke measures nothing again");
        SuiteCommand none = new SuiteCommand("quick", 2);
        new CommandLine(none).parseArgs("--patience", "0");
        assertEquals(Duration.ZERO, none.options.runPlan().noise().patience());
        SuiteCommand negative = new SuiteCommand("quick", 2);
        new CommandLine(negative).parseArgs("--patience", "PT-1S");
        assertThrows(CommandLine.ParameterException.class, () -> negative.options.runPlan());
    }

    /** The profiles and fault plans are the presentation-service's own lists, named by their ids. */
    @Test
    void networkProfilesAndFaultPlansAreTakenByTheirIds() {
        CommandLine commandLine = Wirerace.commandLine();
        SuiteCommand quick = commandLine.getSubcommands().get("quick").getCommand();
        commandLine.parseArgs("quick", "--network", "wan");
        assertEquals(dev.wirerace.tiers.link.NetworkProfile.WAN, quick.options.network);
        FaultsCommand faults = commandLine.getSubcommands().get("faults").getCommand();
        commandLine.parseArgs("faults", "--faults", "kill");
        assertEquals(dev.wirerace.tiers.link.FaultPlan.KILL, faults.faultPlan());
    }

    /** Refused at once: the command would otherwise build native images for minutes before finding out. */
    @Test
    void anUnknownOrRepeatedModeIsRefusedWithTheListOfModes() {
        assertEquals(2, run("native", "--modes", "jvm,leyden"));
        assertTrue(errors.toString().contains("--modes: unknown mode 'leyden'; the modes are jvm, aot, native"),
                errors.toString());
        assertEquals(2, run("native", "--modes", "native,jvm,native"));
        assertTrue(errors.toString().contains("--modes: mode 'native' twice"), errors.toString());
        assertEquals(2, run("native", "--modes", ""));
        assertEquals(2, run("native", "--starts", "0"));
        assertEquals(2, run("native", "--modes", "jvm", "--suite", "quik"));
        assertTrue(errors.toString().contains("--suite: unknown suite 'quik'"), errors.toString());
        assertEquals(2, run("native", "--modes", "jvm", "--training", "smok"));
        assertTrue(errors.toString().contains("--training: unknown suite 'smok'"), errors.toString());
        assertEquals(2, run("native", "--modes", "jvm", "--warmup-budget", "soon"));
        assertTrue(errors.toString().contains("--warmup-budget: "), errors.toString());
        assertEquals(2, run("native", "--modes", "jvm", "--warmup-budget", "0s"));
        assertTrue(errors.toString().contains("--warmup-budget: above 0, not 0s"), errors.toString());
        assertEquals(2, run("native", "--modes", "jvm", "--wires", "rest-http,grcp"));
        assertTrue(errors.toString().contains("--wires: unknown wire 'grcp'"), errors.toString());
        assertEquals(2, run("native", "--modes", "jvm", "--aot-jvm-option=-XX:+AOTCompileEagerly"));
        assertTrue(errors.toString().contains("--aot-jvm-option: only for the aot mode"), errors.toString());
        assertEquals(2, run("native", "--modes", "aot", "--aot-jvm-option", "AOTCompileEagerly"));
        assertTrue(errors.toString().contains("--aot-jvm-option: a JVM option"), errors.toString());
    }

    @Test
    void theWorkloadNamesTheWiresAndTheTrainingAsked() {
        NativeCommand command = new NativeCommand();
        new CommandLine(command).parseArgs("--wires", "rest-http,rest-http@quarkus-rest", "--training", "quick",
                "--warmup-budget", "180s");
        assertEquals(new NativeCompareConfig.Workload("quick", java.util.List.of("rest-http", "rest-http@quarkus-rest"), "quick",
                java.time.Duration.ofSeconds(180), null), command.workload());
        NativeCommand defaults = new NativeCommand();
        new CommandLine(defaults).parseArgs();
        assertEquals(NativeCompareConfig.Workload.of("quick"), defaults.workload());
    }

    @Test
    void theModesAreTakenInTheirOrderAndTheNativeOnesGetTheJvmsHeapCeiling() {
        NativeCommand command = new NativeCommand();
        new CommandLine(command).parseArgs("--modes", "native,jvm,aot");
        assertEquals(java.util.List.of(Mode.NATIVE, Mode.JVM, Mode.AOT), command.chosenModes());
        java.util.List<String> nativeOptions = NativeCommand.nativeOptions();
        assertEquals(1 + Workspace.CLIENT_IDLE_TIMEOUTS.size(), nativeOptions.size(), nativeOptions.toString());
        assertTrue(nativeOptions.get(0).startsWith("-Xmx") && Workspace.JVM_OPTIONS.containsAll(nativeOptions),
                nativeOptions.toString());
        assertTrue(nativeOptions.containsAll(Workspace.CLIENT_IDLE_TIMEOUTS), "a native image's clients keep idle"
                + " connections as long as the JVM's: " + nativeOptions);
    }

    @Test
    void placementsThatCannotWorkAreRefused() {
        assertEquals(2, run("quick", "--business", "198.18.0.2", "--network", "lan"));
        assertTrue(errors.toString().contains("across hosts the link is real"), errors.toString());
        assertEquals(2, run("quick", "--business", "198.18.0.2", "--hosts", "netns"));
        assertEquals(2, run("quick", "--link-rate", "100mbit"));
        assertEquals(2, run("quick", "--hosts", "netns", "--link-rate", "fast"));
        assertEquals(2, run("quick", "--hosts", "netns", "--mtu", "100"));
        assertEquals(2, run("faults", "--business", "198.18.0.2", "--wires", "rest-http,rmi-ssl"));
        assertTrue(errors.toString().contains("RMI's stubs carry the business host's own address"), errors.toString());
        assertEquals(2, run("quick", "--business", "evil;host"));
        assertEquals(2, run("business", "--bind", "0.0.0.0"));
        assertTrue(errors.toString().contains("give --advertise HOST"), errors.toString());
        assertEquals(2, run("k6", "--running", "--business", "198.18.0.2"));
    }

    @Test
    void linkRatesAreReadAsTcDoes() {
        assertEquals(100_000_000L, Namespaces.bitsPerSecond("100mbit"));
        assertEquals(1_000_000_000L, Namespaces.bitsPerSecond("1gbit"));
        assertEquals(500_000L, Namespaces.bitsPerSecond("500kbit"));
        assertThrows(IllegalArgumentException.class, () -> Namespaces.bitsPerSecond("1 gbit"));
    }

    /** A host that does not answer fails within seconds, naming host and port; nothing is started. */
    @Test
    void aBusinessHostThatDoesNotAnswerFailsQuicklyByName() {
        long started = System.nanoTime();
        java.io.IOException failed = assertThrows(java.io.IOException.class, () -> RemoteBusiness.check("127.0.0.3"));
        assertTrue(System.nanoTime() - started < java.time.Duration.ofSeconds(15).toNanos());
        assertTrue(failed.getMessage().contains("127.0.0.3:8080"), failed.getMessage());
    }

    /** A server that answers but is not wirerace's business-service is named as such. */
    @Test
    void aServerThatIsNotTheBusinessServiceIsNamedAsSuch() throws Exception {
        com.sun.net.httpserver.HttpServer other = com.sun.net.httpserver.HttpServer.create(
                new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
        other.createContext("/", exchange -> {
            byte[] body = "{\"hello\": \"not wirerace\"}".getBytes();
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        other.start();
        try {
            int port = other.getAddress().getPort();
            java.io.IOException failed = assertThrows(java.io.IOException.class,
                    () -> RemoteBusiness.check("127.0.0.1", port));
            assertTrue(failed.getMessage().contains("127.0.0.1:" + port + " answered, but not as wirerace's"),
                    failed.getMessage());
        } finally {
            other.stop(0);
        }
    }

    @Test
    void suiteOptionsBecomeTheRunPlan() {
        SuiteCommand quick = new SuiteCommand("quick", 3);
        new CommandLine(quick).parseArgs("--wires", "rest-http,grpc", "--warmup-budget", "360s", "--iterations", "7",
                "--load", "fixed-rate", "--rate", "2000,500", "--noise-limit", "0.2", "--fork", "--accounts", "55,2000");
        RunPlan plan = RunPlan.fromJson(quick.options.runPlan().toJson());
        assertEquals(List.of("rest-http", "grpc"), plan.selection().wires());
        assertEquals(Duration.ofSeconds(360), plan.durations().warmupBudget());
        assertEquals(7, plan.durations().iterations());
        assertEquals(null, plan.durations().iteration(), "the suite's own");
        assertEquals(LoadModel.FIXED_RATE, plan.load().model());
        assertEquals(List.of(500.0, 2000.0), plan.load().offeredRates());
        assertEquals(0.2, plan.noise().othersLimit());
        assertEquals(RunPlan.Noise.DEFAULTS.stealLimit(), plan.noise().stealLimit());
        assertTrue(plan.forks().eachWire());
        assertEquals(List.of(55, 2000), plan.selection().accounts());
        for (String[] bad : List.of(new String[] {"--load", "open"}, new String[] {"--warmup", "2 weeks"},
                new String[] {"--warmup-budget", "0s"}, new String[] {"--iteration", "PT-0.16S"},
                new String[] {"--noise-limit", "1.5"}, new String[] {"--wires", "carrier-pigeon"},
                new String[] {"--rate", "1000,-5"})) {
            SuiteCommand refused = new SuiteCommand("quick", 3);
            new CommandLine(refused).parseArgs(bad);
            assertThrows(CommandLine.ParameterException.class, () -> refused.options.runPlan(), String.join(" ", bad));
        }
        SuiteCommand noWarmup = new SuiteCommand("quick", 3);
        new CommandLine(noWarmup).parseArgs("--warmup", "0s");
        assertEquals(Duration.ZERO, noWarmup.options.runPlan().durations().warmup(), "a scenario may have no warm-up of its own");
    }

    @Test
    void workIsGivenToBothTiersInNanosecondsAndBadWorkIsRefusedBeforeAnythingStarts() {
        SuiteCommand quick = new SuiteCommand("quick", 3);
        new CommandLine(quick).parseArgs("--work", "20us", "--forks", "2", "--wide");
        Map<String, String> settings = quick.options.serviceSettings();
        assertEquals(java.util.List.of("-D" + dev.wirerace.model.WorkSetting.NANOS + "=20000"), quick.options.jvmOptions());
        assertEquals("true", settings.get("wirerace.table.wide"));
        assertEquals(2, quick.options.forks.orElseThrow());
        for (String bad : new String[] { "20", "20 s", "-5us", "2s" }) {
            SuiteCommand refused = new SuiteCommand("quick", 3);
            new CommandLine(refused).parseArgs("--work", bad);
            assertThrows(CommandLine.ParameterException.class, () -> refused.options.runPlan(), bad);
        }
    }

    @Test
    void serverModelsCallersAndConcurrencyBecomeTheRunPlanAndBadOnesAreRefusedBeforeAnythingStarts() {
        SuiteCommand quick = new SuiteCommand("quick", 3);
        new CommandLine(quick).parseArgs("--servers", "worker,virtual", "--concurrency", "1,64,1024", "--callers",
                "virtual", "--wait", "1ms", "--work", "20us");
        RunPlan plan = RunPlan.fromJson(quick.options.runPlan().toJson());
        assertEquals(List.of("worker", "virtual"), plan.selection().servers());
        assertEquals(List.of(1, 64, 1024), plan.selection().concurrency());
        assertEquals(dev.wirerace.engine.CallerThreads.VIRTUAL, plan.load().callers());
        assertEquals(List.of("-D" + dev.wirerace.model.WorkSetting.NANOS + "=20000",
                "-D" + dev.wirerace.model.WorkSetting.WAIT_NANOS + "=1000000"), quick.options.jvmOptions());
        for (String[] bad : List.of(new String[] {"--servers", "fibers"}, new String[] {"--concurrency", "0"},
                new String[] {"--concurrency", "4096"}, new String[] {"--callers", "green"},
                new String[] {"--wait", "forever"})) {
            SuiteCommand refused = new SuiteCommand("quick", 3);
            new CommandLine(refused).parseArgs(bad);
            assertThrows(CommandLine.ParameterException.class, () -> refused.options.runPlan(), String.join(" ", bad));
        }
    }
}
