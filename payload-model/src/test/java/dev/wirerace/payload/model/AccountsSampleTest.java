package dev.wirerace.payload.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * examples/payloads/accounts.json is the built-in 55-account list, value for value: the sample whose rows must
 * cost what the hand-written {@code accounts} rows cost, the generated path's self-check.
 */
class AccountsSampleTest {

    @Test
    void theSampleIsTheBuiltInAccountList() throws IOException {
        // the tests run in the module's folder
        Path sample = Path.of("..", "examples", "payloads", "accounts.json");
        JsonNode accounts = new ObjectMapper().readTree(sample.toFile()).get("accounts");
        List<Account> builtIn = Accounts.list(Accounts.STANDARD_COUNT);
        assertEquals(builtIn.size(), accounts.size());
        for (int i = 0; i < builtIn.size(); i++) {
            Account account = builtIn.get(i);
            JsonNode json = accounts.get(i);
            assertEquals(List.of(account.id(), account.owner(), account.number(), account.branch()),
                    List.of(json.get("id").asText(), json.get("owner").asText(), json.get("number").asText(),
                            json.get("branch").asText()), "account " + i);
        }
    }
}
