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
        int x = (int) (sequence * 0x9E3779B1L);
        int reply = client.addOne(x);
        if (reply != x + 1) {
            throw ScenarioCalls.invalid("addOne(" + x + ") answered " + reply);
        }
    }
}
