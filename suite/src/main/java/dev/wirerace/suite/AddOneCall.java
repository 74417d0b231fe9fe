package dev.wirerace.suite;

import dev.wirerace.engine.Call;

/** addOne with an input that varies from call to call, its reply checked. A template: see CallCopies. */
final class AddOneCall implements Call {

    private final WireClient client;

    AddOneCall(WireClient client) {
        this.client = client;
    }

    @Override
    public void invoke(long sequence) throws Exception {
        int x = input(sequence);
        check(x, client.addOne(x));
    }

    /** The call's input: spread over the ints, so no two neighbouring calls send the same. */
    static int input(long sequence) {
        return (int) (sequence * 0x9E3779B1L);
    }

    static void check(int x, int reply) {
        if (reply != x + 1) {
            throw ScenarioCalls.invalid("addOne(" + x + ") answered " + reply);
        }
    }
}
