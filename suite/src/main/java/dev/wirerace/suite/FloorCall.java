package dev.wirerace.suite;

import dev.wirerace.engine.Call;

/** One ping-pong exchange of the floor; the client checks the reply's bytes. A template: see CallCopies. */
final class FloorCall implements Call {

    private final PingPongClient client;
    private final byte[] request;
    private final byte[] reply;

    FloorCall(PingPongClient client, byte[] request, byte[] reply) {
        this.client = client;
        this.request = request;
        this.reply = reply;
    }

    @Override
    public void invoke(long sequence) {
        client.exchange(request, reply);
    }
}
