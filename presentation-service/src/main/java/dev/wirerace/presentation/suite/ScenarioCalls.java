package dev.wirerace.presentation.suite;

import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.floor.PingPong;
import dev.wirerace.presentation.bench.Call;
import dev.wirerace.presentation.bench.CallFailure;
import dev.wirerace.presentation.bench.FailureKind;
import dev.wirerace.presentation.client.PingPongClient;
import dev.wirerace.presentation.client.WireClient;
import java.util.List;
import java.util.UUID;

/**
 * Turns a scenario into the call its workers repeat. Inputs vary from call to call (so nothing can be
 * answered from a cache or folded away) and every reply is checked against what it must be; all inputs
 * and expected replies are built here, before the timed loop.
 */
final class ScenarioCalls {

    /** Enough distinct string pairs that no two neighbouring calls send the same text. */
    private static final int TEXT_PAIRS = 64;

    private ScenarioCalls() {
    }

    static Call of(Scenario scenario, WireClient client) {
        return switch (scenario.operation()) {
            case ADD_ONE -> sequence -> {
                int x = (int) (sequence * 0x9E3779B1L);
                int reply = client.addOne(x);
                if (reply != x + 1) {
                    throw invalid("addOne(" + x + ") answered " + reply);
                }
            };
            case CONCAT -> concat(scenario.size(), client);
            case ACCOUNTS -> accounts(scenario.tx(), scenario.size(), client);
        };
    }

    static Call floor(Scenario scenario, PingPongClient client) {
        byte[] request = new byte[scenario.requestBytes()];
        byte[] reply = PingPong.pattern(scenario.replyBytes());
        return sequence -> client.exchange(request, reply);
    }

    private static Call concat(int length, WireClient client) {
        String[] a = new String[TEXT_PAIRS];
        String[] b = new String[TEXT_PAIRS];
        String[] expected = new String[TEXT_PAIRS];
        for (int i = 0; i < TEXT_PAIRS; i++) {
            a[i] = text(length);
            b[i] = text(length);
            expected[i] = a[i] + b[i];
        }
        return sequence -> {
            int i = (int) Math.floorMod(sequence, (long) TEXT_PAIRS);
            String reply = client.concat(a[i], b[i]);
            if (!expected[i].equals(reply)) {
                throw invalid("concat answered " + (reply == null ? "null" : reply.length() + " wrong characters"));
            }
        };
    }

    private static Call accounts(TxMode tx, int count, WireClient client) {
        List<Account> expected = Accounts.list(count);
        return sequence -> {
            List<Account> reply = client.accounts(tx, count);
            if (!expected.equals(reply)) {
                throw invalid("accounts answered " + (reply == null ? "null" : reply.size() + " accounts, not the "
                        + count + " expected"));
            }
        };
    }

    private static String text(int length) {
        StringBuilder text = new StringBuilder(length + 36);
        while (text.length() < length) {
            text.append(UUID.randomUUID());
        }
        return text.substring(0, length);
    }

    private static CallFailure invalid(String what) {
        return new CallFailure(FailureKind.INVALID_REPLY, what);
    }
}
