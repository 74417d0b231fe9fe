package dev.wirerace.presentation.client;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.socket.SocketCall;
import dev.wirerace.model.socket.SocketReply;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A wire whose calls travel as the WebSocket's JSON, a {@code SocketCall} out and a {@code SocketReply} back under
 * the call's id (the WebSocket, the broker): the operations, each reply's check and the wait for it, written once.
 * A subclass sends a call and completes its reply's future when the reply comes.
 */
abstract class FramedCallClient implements WireClient {

    private final String wire;
    private final AtomicLong ids = new AtomicLong();

    /** @param wire the wire's id, for what it does not carry */
    FramedCallClient(String wire) {
        this.wire = wire;
    }

    /** Sends the call and waits for its reply: {@link #await} once the call is out. */
    abstract SocketReply exchange(SocketCall call);

    @Override
    public int addOne(int x) {
        SocketReply reply = exchange(SocketCall.addOne(ids.incrementAndGet(), x));
        if (reply.result() == null) {
            throw new CallFailure(FailureKind.INVALID_REPLY, "no result in the reply");
        }
        return reply.result();
    }

    @Override
    public String concat(String a, String b) {
        SocketReply reply = exchange(SocketCall.concat(ids.incrementAndGet(), a, b));
        if (reply.text() == null) {
            throw new CallFailure(FailureKind.INVALID_REPLY, "no text in the reply");
        }
        return reply.text();
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        SocketReply reply = exchange(SocketCall.accounts(ids.incrementAndGet(), tx.wireName(), count));
        if (reply.accounts() == null) {
            throw new CallFailure(FailureKind.INVALID_REPLY, "no accounts in the reply");
        }
        return reply.accounts();
    }

    @Override
    public Document fetch(long call) {
        throw new UnsupportedOperationException(wire + " does not carry fetch");
    }

    @Override
    public Receipt store(Document document) {
        throw new UnsupportedOperationException(wire + " does not carry store");
    }

    /**
     * The reply to call {@code id}, waited for at most {@code timeout}: none in time a TIMEOUT, a reply with an error
     * a refused call, a failure the future was completed with passed on as it is.
     */
    static SocketReply await(long id, CompletableFuture<SocketReply> reply, Duration timeout) {
        try {
            SocketReply answer = reply.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (answer.error() != null) {
                throw new CallFailure(FailureKind.OTHER, "refused: " + answer.error());
            }
            return answer;
        } catch (TimeoutException e) {
            throw new CallFailure(FailureKind.TIMEOUT, "no reply to call " + id + " in " + timeout, e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof CallFailure failure ? failure
                    : new CallFailure(FailureKind.OTHER, e.getCause().toString(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CallFailure(FailureKind.TIMEOUT, "interrupted waiting for call " + id, e);
        }
    }
}
