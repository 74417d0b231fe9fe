package dev.wirerace.presentation.client;

import dev.wirerace.model.Account;
import dev.wirerace.model.socket.SocketCall;
import dev.wirerace.model.socket.SocketReply;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The WebSocket wire's frames, which Jackson reads and writes by hand (SocketClient), not through an endpoint's
 * signature: a native image knows their accessors only from here, and the array Jackson builds a list in (a native
 * run's first reply failed on {@code Account[]} without it).
 */
@RegisterForReflection(targets = { SocketCall.class, SocketReply.class, Account.class, Account[].class })
final class SocketFrameReflection {

    private SocketFrameReflection() {
    }
}
