package dev.wirerace.business.rest;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.wire.ServerModel;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.Path;
import java.util.List;

/** The REST wires on the worker pool: every call hops from the event loop to a platform thread and back. */
@Path("/worker/rest")
@Blocking
public class WorkerRestResource implements RestContract {

    private final RestCalls calls;

    public WorkerRestResource(RestCalls calls) {
        this.calls = calls;
    }

    @Override
    public int addOne(String x) {
        return calls.addOne(ServerModel.WORKER, x);
    }

    @Override
    public TextNode concat(ConcatRequest request) {
        return calls.concat(ServerModel.WORKER, request);
    }

    @Override
    public List<Account> accounts(String tx, String count) {
        return calls.accounts(ServerModel.WORKER, tx, count);
    }
}
