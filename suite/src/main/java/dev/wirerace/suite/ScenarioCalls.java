package dev.wirerace.suite;

import dev.wirerace.engine.Call;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.floor.PingPong;
import java.util.List;
import java.util.UUID;

/**
 * Turns a scenario into the call its workers repeat. Inputs vary from call to call (so nothing can be
 * answered from a cache or folded away) and every reply is checked against what it must be; all inputs
 * and expected replies are built here, before the timed loop.
 */
public final class ScenarioCalls {

    /** Enough distinct string pairs that no two neighbouring calls send the same text. */
    private static final int TEXT_PAIRS = 64;

    private ScenarioCalls() {
    }

    /** The scenario's call over the client, in code of its own (CallCopies): built once per scenario (OpenWire). */
    public static Call of(Scenario scenario, WireClient client) {
        if (client instanceof InFlightClient inFlight) {
            return InFlightCalls.of(scenario, inFlight);
        }
        return switch (scenario.operation()) {
            case ADD_ONE -> CallCopies.copyOf(new AddOneCall(client), client);
            case CONCAT -> concat(scenario.size(), client);
            case ACCOUNTS -> {
                List<Account> expected = Accounts.list(scenario.size());
                yield CallCopies.copyOf(new AccountsCall(client, scenario.tx(), expected), client, scenario.tx(),
                        expected);
            }
            case FETCH -> {
                PayloadVariants variants = PayloadVariants.of();
                yield CallCopies.copyOf(new FetchCall(client, variants.calls(), variants.documents()), client,
                        variants.calls(), variants.documents());
            }
            case STORE -> {
                PayloadVariants variants = PayloadVariants.of();
                yield CallCopies.copyOf(new StoreCall(client, variants.calls(), variants.documents(),
                        variants.receipts()), client, variants.calls(), variants.documents(), variants.receipts());
            }
        };
    }

    static Call floor(Scenario scenario, PingPongClient client) {
        byte[] request = new byte[scenario.requestBytes()];
        byte[] reply = PingPong.pattern(scenario.replyBytes());
        return CallCopies.copyOf(new FloorCall(client, request, reply), client, request, reply);
    }

    private static Call concat(int length, WireClient client) {
        TextPairs pairs = TextPairs.of(length);
        return CallCopies.copyOf(new ConcatCall(client, pairs.a, pairs.b, pairs.expected), client, pairs.a, pairs.b,
                pairs.expected);
    }

    /** concat's inputs, {@code a[i] + b[i] = expected[i]}, taken in turn by a call's sequence number. */
    record TextPairs(String[] a, String[] b, String[] expected) {

        static TextPairs of(int length) {
            String[] a = new String[TEXT_PAIRS];
            String[] b = new String[TEXT_PAIRS];
            String[] expected = new String[TEXT_PAIRS];
            for (int i = 0; i < TEXT_PAIRS; i++) {
                a[i] = text(length);
                b[i] = text(length);
                expected[i] = a[i] + b[i];
            }
            return new TextPairs(a, b, expected);
        }

        int index(long sequence) {
            return (int) Math.floorMod(sequence, (long) a.length);
        }
    }

    private static String text(int length) {
        StringBuilder text = new StringBuilder(length + 36);
        while (text.length() < length) {
            text.append(UUID.randomUUID());
        }
        return text.substring(0, length);
    }

    static CallFailure invalid(String what) {
        return new CallFailure(FailureKind.INVALID_REPLY, what);
    }
}
