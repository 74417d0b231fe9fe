package dev.wirerace.business.grpc;

import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.core.CallCounter;
import dev.wirerace.grpc.AccountBatchesRequest;
import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountMessage;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.ServerModel;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.jboss.logging.Logger;

/**
 * What the gRPC services of every server model do with a call: ask the core, answer, and count the kind of
 * thread that ran each call answered. The services (GrpcEndpoint and its siblings) differ only in the model.
 */
@Singleton
public class GrpcCalls {

    private static final Logger LOG = Logger.getLogger(GrpcCalls.class);

    private final BusinessCore core;
    private final ServedThreads threads;
    /** A new virtual thread per task; closed (waiting for what runs) when the service stops. */
    private final ExecutorService virtualThreads = Executors.newVirtualThreadPerTaskExecutor();

    public GrpcCalls(BusinessCore core, ServedThreads threads) {
        this.core = core;
        this.threads = threads;
    }

    void addOne(ServerModel model, AddOneRequest request, StreamObserver<AddOneReply> reply) {
        AddOneReply answer = AddOneReply.newBuilder().setResult(core.addOne(request.getX())).build();
        threads.served(model, CallCounter.ADD_ONE);
        answer(reply, answer);
    }

    void concat(ServerModel model, ConcatMessage request, StreamObserver<ConcatReply> reply) {
        ConcatReply answer = ConcatReply.newBuilder().setResult(core.concat(request.getA(), request.getB())).build();
        threads.served(model, CallCounter.CONCAT);
        answer(reply, answer);
    }

    void accounts(ServerModel model, AccountsRequest request, StreamObserver<AccountList> reply) {
        List<Account> accounts = asked(model, request, reply);
        if (accounts != null) {
            answer(reply, GrpcMessages.accountList(accounts));
        }
    }

    /** The list streamed, one message per account (Wire.GRPC_STREAM). */
    void accountStream(ServerModel model, AccountsRequest request, StreamObserver<AccountMessage> reply) {
        List<Account> accounts = asked(model, request, reply);
        if (accounts != null) {
            accounts.forEach(account -> reply.onNext(GrpcMessages.accountMessage(account)));
            reply.onCompleted();
        }
    }

    /** The list streamed in messages of {@code batch} accounts, the last with the rest (Wire.GRPC_STREAM_BATCH). */
    void accountBatches(ServerModel model, AccountBatchesRequest request, StreamObserver<AccountList> reply) {
        int batch = request.getBatch();
        if (batch < 1 || batch > Accounts.MAX_COUNT) {
            reply.onError(Status.INVALID_ARGUMENT.withDescription("batch must be 1 to " + Accounts.MAX_COUNT
                    + " accounts, got " + batch).asRuntimeException());
            return;
        }
        List<Account> accounts = asked(model, request.getList(), reply);
        if (accounts != null) {
            for (int from = 0; from < accounts.size(); from += batch) {
                reply.onNext(GrpcMessages.accountList(accounts.subList(from, Math.min(from + batch, accounts.size()))));
            }
            reply.onCompleted();
        }
    }

    /** The accounts {@code request} asks the core for, counted as served; null once a bad request is answered. */
    private List<Account> asked(ServerModel model, AccountsRequest request, StreamObserver<?> reply) {
        TxMode tx = GrpcMessages.txMode(request.getTx());
        if (tx == null) {
            reply.onError(Status.INVALID_ARGUMENT.withDescription("unknown tx value " + request.getTxValue())
                    .asRuntimeException());
            return null;
        }
        int count = request.getCount() == 0 ? Accounts.STANDARD_COUNT : request.getCount();
        if (count < 0 || count > Accounts.MAX_COUNT) {
            reply.onError(Status.INVALID_ARGUMENT.withDescription("count must be 1 to " + Accounts.MAX_COUNT
                    + " (0 = " + Accounts.STANDARD_COUNT + "), got " + count).asRuntimeException());
            return null;
        }
        List<Account> accounts = core.accounts(tx, count);
        threads.served(model, CallCounter.accountsKey(tx));
        return accounts;
    }

    /**
     * Runs {@code call} on a virtual thread of its own; what it throws is answered as gRPC would answer it on
     * any other thread: a bad argument as INVALID_ARGUMENT, anything else as INTERNAL, logged once per call.
     */
    void onVirtualThread(StreamObserver<?> reply, Runnable call) {
        virtualThreads.execute(() -> {
            try {
                call.run();
            } catch (IllegalArgumentException bad) {
                reply.onError(Status.INVALID_ARGUMENT.withDescription(bad.getMessage()).asRuntimeException());
            } catch (RuntimeException failed) {
                LOG.warnf("a gRPC call on a virtual thread failed: %s", failed.toString());
                reply.onError(Status.INTERNAL.withDescription(failed.toString()).asRuntimeException());
            }
        });
    }

    @PreDestroy
    void close() {
        virtualThreads.close();
    }

    private static <T> void answer(StreamObserver<T> reply, T value) {
        reply.onNext(value);
        reply.onCompleted();
    }
}
