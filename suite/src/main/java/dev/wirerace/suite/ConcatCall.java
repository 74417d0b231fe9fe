package dev.wirerace.suite;

import dev.wirerace.engine.Call;

/**
 * concat of one of a set of string pairs built before the timed loop, its reply checked. A template: see
 * CallCopies.
 */
final class ConcatCall implements Call {

    private final WireClient client;
    private final String[] a;
    private final String[] b;
    private final String[] expected;

    ConcatCall(WireClient client, String[] a, String[] b, String[] expected) {
        this.client = client;
        this.a = a;
        this.b = b;
        this.expected = expected;
    }

    @Override
    public void invoke(long sequence) throws Exception {
        int i = (int) Math.floorMod(sequence, (long) a.length);
        check(expected[i], client.concat(a[i], b[i]));
    }

    static void check(String expected, String reply) {
        if (!expected.equals(reply)) {
            throw ScenarioCalls.invalid("concat answered "
                    + (reply == null ? "null" : reply.length() + " wrong characters"));
        }
    }
}
