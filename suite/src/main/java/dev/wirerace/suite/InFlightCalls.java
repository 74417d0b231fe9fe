package dev.wirerace.suite;

import dev.wirerace.engine.AsyncCall;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import java.util.List;

/**
 * A scenario's call for an asynchronous client: started without waiting, its reply checked as it arrives, by
 * the same rules as the blocking calls' (AddOneCall, ConcatCall, AccountsCall, PayloadVariants). Not copied per scenario
 * (CallCopies): the code that runs per call is the client's own completion chain, which every scenario of a
 * client shares whatever the harness does.
 */
final class InFlightCalls {

    private InFlightCalls() {
    }

    static AsyncCall of(Scenario scenario, InFlightClient client) {
        return switch (scenario.operation()) {
            case ADD_ONE -> sequence -> {
                int x = AddOneCall.input(sequence);
                return client.addOneAsync(x).thenAccept(reply -> AddOneCall.check(x, reply));
            };
            case CONCAT -> {
                ScenarioCalls.TextPairs pairs = ScenarioCalls.TextPairs.of(scenario.size());
                yield sequence -> {
                    int i = pairs.index(sequence);
                    return client.concatAsync(pairs.a()[i], pairs.b()[i])
                            .thenAccept(reply -> ConcatCall.check(pairs.expected()[i], reply));
                };
            }
            case ACCOUNTS -> {
                List<Account> expected = Accounts.list(scenario.size());
                yield sequence -> client.accountsAsync(scenario.tx(), expected.size())
                        .thenAccept(reply -> AccountsCall.check(expected, reply));
            }
            case FETCH -> {
                PayloadVariants variants = PayloadVariants.of();
                yield sequence -> {
                    int i = variants.index(sequence);
                    long call = variants.calls()[i];
                    return client.fetchAsync(call)
                            .thenAccept(reply -> PayloadVariants.checkFetched(call, variants.documents()[i], reply));
                };
            }
            case STORE -> {
                PayloadVariants variants = PayloadVariants.of();
                yield sequence -> {
                    int i = variants.index(sequence);
                    return client.storeAsync(variants.documents()[i]).thenAccept(reply -> PayloadVariants.checkStored(
                            variants.calls()[i], variants.receipts()[i], reply));
                };
            }
        };
    }
}
