package dev.wirerace.presentation.client;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.grpc.AccountBatchesRequest;
import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountMessage;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessStreamsGrpc;
import dev.wirerace.grpc.BusinessStreamsGrpc.BusinessStreamsBlockingStub;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import io.grpc.Channel;
import io.grpc.ManagedChannel;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * gRPC's server streaming with the generated blocking stub, each stream read to its end: addOne and concat as a
 * stream of one reply, the account list one message per account (Wire.GRPC_STREAM) or {@link Wire#STREAM_BATCH}
 * a message (GRPC_STREAM_BATCH). A stream that ends early or holds more than it should fails the call.
 */
public final class GrpcStreamClient implements WireClient {

    private final Wire wire;
    /** The channel this client closes: null for one Quarkus owns. */
    private final ManagedChannel owned;
    private final BusinessStreamsBlockingStub stub;
    private final long timeoutMillis;

    GrpcStreamClient(Wire wire, Channel channel, ManagedChannel owned, Duration timeout) {
        this.wire = wire;
        this.owned = owned;
        this.stub = BusinessStreamsGrpc.newBlockingStub(channel);
        this.timeoutMillis = timeout.toMillis();
    }

    @Override
    public int addOne(int x) {
        carried(Operation.ADD_ONE);
        try {
            return single(stub().addOne(AddOneRequest.newBuilder().setX(x).build())).getResult();
        } catch (StatusRuntimeException e) {
            throw GrpcClient.translate(e, owned);
        }
    }

    @Override
    public String concat(String a, String b) {
        carried(Operation.CONCAT);
        try {
            return single(stub().concat(ConcatMessage.newBuilder().setA(a).setB(b).build())).getResult();
        } catch (StatusRuntimeException e) {
            throw GrpcClient.translate(e, owned);
        }
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        AccountsRequest request = AccountsRequest.newBuilder().setTx(GrpcClient.toProto(tx)).setCount(count).build();
        List<Account> accounts = new ArrayList<>(count);
        try {
            if (wire == Wire.GRPC_STREAM_BATCH) {
                Iterator<AccountList> batches = stub().accountBatches(AccountBatchesRequest.newBuilder()
                        .setList(request).setBatch(Wire.STREAM_BATCH).build());
                while (batches.hasNext()) {
                    batches.next().getAccountsList().forEach(message -> accounts.add(GrpcClient.toAccount(message)));
                }
            } else {
                Iterator<AccountMessage> stream = stub().accounts(request);
                while (stream.hasNext()) {
                    accounts.add(GrpcClient.toAccount(stream.next()));
                }
            }
        } catch (StatusRuntimeException e) {
            throw GrpcClient.translate(e, owned);
        }
        return accounts;
    }

    @Override
    public Document fetch(long call) {
        throw notCarried(Operation.FETCH);
    }

    @Override
    public Receipt store(Document document) {
        throw notCarried(Operation.STORE);
    }

    private void carried(Operation operation) {
        if (!wire.carries(operation)) {
            throw notCarried(operation);
        }
    }

    private UnsupportedOperationException notCarried(Operation operation) {
        return new UnsupportedOperationException(wire.id() + " does not carry " + operation.id());
    }

    /** A stream's one message; the stream is read to its end, so a second message fails the call. */
    private static <T> T single(Iterator<T> stream) {
        if (!stream.hasNext()) {
            throw new CallFailure(FailureKind.OTHER, "the stream ended with no reply");
        }
        T reply = stream.next();
        if (stream.hasNext()) {
            throw new CallFailure(FailureKind.OTHER, "the stream held more than its one reply");
        }
        return reply;
    }

    /** A deadline per call, covering the whole stream. */
    private BusinessStreamsBlockingStub stub() {
        return stub.withDeadlineAfter(timeoutMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        if (owned != null) {
            owned.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }
}
