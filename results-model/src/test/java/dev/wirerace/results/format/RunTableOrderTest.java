package dev.wirerace.results.format;

import static dev.wirerace.results.data.TestRows.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.TestRows;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The console table prints one run's rows in one order, whatever order they finished in. */
class RunTableOrderTest {

    private static final List<ScenarioResult> ROWS = List.of(
            row("grpc", 50.0).build(),
            row("rest-http@quarkus-rest", 75.0).build(),
            row("rest-http", 70.0).build(),
            row("rest-http@apache5", 72.0).build(),
            row("local", 0.05).build(),
            row("rest-http", 90.0).operation("accounts", 55, "required").build(),
            row("rest-http", 80.0).operation("accounts", 55, "none").build(),
            row("rest-http", 60.0).operation("concat", 100, "none").build(),
            row("rest-http", 65.0).concurrency(4).build(),
            row("floor-tcp", 20.0).build());

    @Test
    void rowsArrivingInAnotherOrderRenderIdentically() {
        List<ScenarioResult> shuffled = new ArrayList<>(ROWS);
        Collections.reverse(shuffled);
        Collections.swap(shuffled, 2, 7);

        for (boolean wide : List.of(false, true)) {
            assertEquals(RunTable.render(TestRows.run(ROWS), wide), RunTable.render(TestRows.run(shuffled), wide));
        }
    }

    @Test
    void rowsGoByWireThenDefaultClientThenScenario() {
        List<String> ways = RunTable.render(TestRows.run(ROWS), false).lines()
                .filter(line -> ROWS.stream().anyMatch(r -> line.startsWith(r.spoken().way() + " ")))
                .map(line -> String.join(" ", List.of(line.trim().split("\\s+")).subList(0, 3))).toList();

        assertEquals(List.of("local addOne 1", "rest-http addOne 1", "rest-http addOne 4", "rest-http concat(100) 1",
                "rest-http accounts(55) 1", "rest-http accounts(55)[required] 1", "rest-http@apache5 addOne 1",
                "rest-http@quarkus-rest addOne 1", "grpc addOne 1", "floor-tcp addOne 1"), ways);
    }

    @Test
    void theNarrowTableHasFewerColumnsThanTheWide() {
        // a data row's cells hold no spaces (its trust is "ok"), so its words are its columns
        assertEquals(9, cells(RunTable.render(TestRows.run(ROWS))));
        assertEquals(16, cells(RunTable.render(TestRows.run(ROWS), true)));
        assertTrue(RunTable.render(TestRows.run(ROWS), true).contains("cli µs"));
        assertEquals(RunTable.render(TestRows.run(ROWS), false), RunTable.render(TestRows.run(ROWS)));
    }

    private static int cells(String table) {
        String grpc = table.lines().filter(line -> line.startsWith("grpc ")).findFirst().orElseThrow();
        return grpc.trim().split("\\s+").length;
    }
}
