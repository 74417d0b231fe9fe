package dev.wirerace.presentation.lookup;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.lookup.PhaseClock;
import dev.wirerace.presentation.client.ClientTls;
import dev.wirerace.presentation.client.GrpcClient;
import dev.wirerace.suite.WireClient;
import io.grpc.ConnectivityState;
import io.grpc.ManagedChannel;
import io.grpc.netty.GrpcSslContexts;
import io.grpc.netty.NettyChannelBuilder;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * gRPC from nothing: a channel (with a new TLS context, so no session is resumed), then its connection,
 * asked for and awaited apart from the first call, since gRPC's API lets the two be told apart.
 */
final class GrpcBootstraps {

    private final Duration timeout;
    private final ClientTls clientTls;

    GrpcBootstraps(Duration timeout, ClientTls tls) {
        this.timeout = timeout;
        this.clientTls = tls;
    }

    WireClient open(String host, int port, boolean tls, PhaseClock clock) throws Exception {
        NettyChannelBuilder builder = NettyChannelBuilder.forAddress(host, port);
        if (tls) {
            builder.sslContext(GrpcSslContexts.forClient().trustManager(clientTls.trust()).build());
        } else {
            builder.usePlaintext();
        }
        ManagedChannel channel = builder.build();
        clock.lap("channel");
        try {
            awaitReady(channel);
        } catch (Exception e) {
            channel.shutdownNow();
            throw e;
        }
        clock.lap("connect");
        return GrpcClient.over(channel, timeout);
    }

    private void awaitReady(ManagedChannel channel) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        ConnectivityState state = channel.getState(true);
        while (state != ConnectivityState.READY) {
            if (state == ConnectivityState.TRANSIENT_FAILURE || state == ConnectivityState.SHUTDOWN) {
                throw new CallFailure(FailureKind.CONNECTION, "gRPC channel " + channel.authority() + ": " + state);
            }
            CountDownLatch changed = new CountDownLatch(1);
            channel.notifyWhenStateChanged(state, changed::countDown);
            long left = deadline - System.nanoTime();
            if (left <= 0 || !changed.await(left, TimeUnit.NANOSECONDS)) {
                throw new CallFailure(FailureKind.TIMEOUT, "gRPC channel " + channel.authority() + " not ready in "
                        + timeout.toMillis() + " ms");
            }
            state = channel.getState(false);
        }
    }
}
