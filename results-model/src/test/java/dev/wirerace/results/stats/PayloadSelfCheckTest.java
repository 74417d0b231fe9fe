package dev.wirerace.results.stats;

import static dev.wirerace.results.data.TestRows.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.TestRows;
import dev.wirerace.results.format.PayloadSelfCheckText;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The account list as a payload against the built-in accounts rows: the same, apart, or not yet told. */
class PayloadSelfCheckTest {

    @Test
    void aFetchThatCostsWhatAccountsCostsIsTheSameAndOneHalfAgainIsApart() {
        var run = TestRows.run(List.of(
                row("grpc", 150.0).operation("accounts", 55, "none").forks(100, 200, 150).build(),
                row("grpc", 151.0).payload("fetch", "accounts.json", 11_000).forks(101, 202, 151).build(),
                row("rest-http", 120.0).operation("accounts", 55, "none").forks(100, 120, 140).build(),
                row("rest-http", 180.0).payload("fetch", "accounts.json", 11_000).forks(150, 180, 210).build(),
                row("rest-http", 180.0).payload("store", "accounts.json", 11_000).forks(150, 180, 210).build()));
        Map<String, String> verdicts = PayloadSelfCheck.of(run).stream()
                .collect(Collectors.toMap(PayloadSelfCheck.Line::way, PayloadSelfCheck.Line::verdict));
        assertEquals(Map.of("grpc", "the same", "rest-http", "differs"), verdicts);
        String text = PayloadSelfCheckText.render(PayloadSelfCheck.of(run));
        assertTrue(text.contains("the same on 1 of 2 rows, differs on 1"), text);
    }

    @Test
    void oneForkGivesNoVerdict() {
        var run = TestRows.run(List.of(
                row("grpc", 150.0).operation("accounts", 55, "none").forks(150).build(),
                row("grpc", 151.0).payload("fetch", "accounts.json", 11_000).forks(151).build()));
        assertEquals("no interval", PayloadSelfCheck.of(run).get(0).verdict());
    }

    @Test
    void onlyTheAccountListAsAPayloadIsHeldToTheAccountsRows() {
        var run = TestRows.run(List.of(
                row("grpc", 150.0).operation("accounts", 55, "none").forks(100, 200).build(),
                row("grpc", 300.0).payload("fetch", "order.json", 20_000).forks(200, 400).build()));
        assertTrue(PayloadSelfCheck.of(run).isEmpty());
        assertEquals("", PayloadSelfCheckText.render(PayloadSelfCheck.of(run)));
    }
}
