package dev.wirerace.tiers.k6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** k6's list of runs and its scripts name only what the Wire and Operation enums know, and miss none of it. */
class K6TargetsTest {

    private static final Path K6 = Path.of("..", "k6");

    @Test
    void everyRunIsAKnownK6WireOrThePresentationTierAndEveryK6WireHasARun() throws IOException {
        List<String> names = K6Target.names(K6.resolve("targets.txt"));
        Set<String> k6Wires = Arrays.stream(Wire.values()).filter(Wire::k6).map(Wire::id)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> wireRuns = names.stream().filter(name -> !name.equals(K6Target.PRESENTATION))
                .collect(Collectors.toCollection(TreeSet::new));
        for (String name : wireRuns) {
            assertTrue(k6Wires.contains(name), "k6/targets.txt names '" + name + "', which is no wire with k6 set "
                    + k6Wires);
        }
        assertEquals(k6Wires, wireRuns, "every wire k6 speaks has its run in k6/targets.txt");
        assertTrue(names.contains(K6Target.PRESENTATION));
        assertEquals(names.size(), Set.copyOf(names).size(), "no run twice: " + names);
    }

    @Test
    void everyRunsScriptExists() throws IOException {
        for (K6Target run : K6Target.read(K6.resolve("targets.txt"), Map.of("host", "127.0.0.1",
                "tls-host", "localhost", "http", "1", "https", "2", "presentation", "3", "bodies", "/b", "wires",
                Wire.idsCarrying(Operation.ADD_ONE)))) {
            assertTrue(Files.isRegularFile(K6.resolve(run.script())), run.name() + ": " + run.script());
        }
    }

    @Test
    void aRunWhosePlaceholderTheCallerLacksIsSkipped() {
        assertTrue(K6Target.parse("presentation presentation.js URL=http://h:{presentation}", Map.of("http", "1"))
                .isEmpty());
        assertEquals(Map.of("BASE_URL", "http://198.18.0.2:8080"),
                K6Target.parse("rest-http rest.js BASE_URL=http://{host}:{http}", Map.of("host", "198.18.0.2", "http",
                        "8080")).orElseThrow().environment());
        assertTrue(K6Target.parse("grpc-tls grpc.js GRPC_ADDR={tls-host}:{https}", Map.of("https", "1")).isEmpty(),
                "a hyphenated placeholder left unfilled skips the run");
    }

    /** Every {@code env.op === '...'} in the scripts, and lib/wirerace.js's list, is an operation id. */
    @Test
    void theScriptsAskOnlyForKnownOperations() throws IOException {
        Pattern asked = Pattern.compile("env\\.op === '([^']*)'");
        Set<String> ids = Arrays.stream(Operation.values()).map(Operation::id).collect(Collectors.toSet());
        int found = 0;
        try (Stream<Path> scripts = Stream.concat(Files.list(K6), Files.list(K6.resolve("lib")))) {
            for (Path script : scripts.filter(p -> p.toString().endsWith(".js")).toList()) {
                Matcher matcher = asked.matcher(Files.readString(script));
                while (matcher.find()) {
                    found++;
                    assertTrue(ids.contains(matcher.group(1)), script + " asks for operation '" + matcher.group(1)
                            + "', which is none of " + ids);
                }
            }
        }
        assertTrue(found >= 5, "the scripts' operation checks were found: " + found);
        String library = Files.readString(K6.resolve("lib").resolve("wirerace.js"));
        Matcher list = Pattern.compile("const OPERATIONS = \\[([^]]*)]").matcher(library);
        assertTrue(list.find(), "lib/wirerace.js lists the operations");
        assertEquals(ids, Arrays.stream(list.group(1).split(",")).map(s -> s.trim().replace("'", ""))
                .collect(Collectors.toSet()));
        assertFalse(Files.readString(K6.resolve("presentation.js")).contains("rmi-same-jvm"),
                "presentation.js takes its wires from WIRES, not from a list of its own");
    }
}
