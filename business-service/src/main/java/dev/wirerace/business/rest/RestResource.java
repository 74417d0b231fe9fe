package dev.wirerace.business.rest;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.wire.ServerModel;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;
import jakarta.ws.rs.Path;
import java.util.List;

/**
 * The REST wires' default server model: {@code addOne} and {@code concat} on the event loop that read them, since
 * the worker-thread hop was most of what RESTEasy Reactive cost over the bare server
 * (docs/notebook/clients-and-servers.md); {@code accounts} on a worker, since Quarkus refuses to start its transaction
 * variants' JTA transactions on an event loop (BlockingOperationNotAllowedException).
 */
@Path("/rest")
@NonBlocking
public class RestResource implements RestContract {

    private final RestCalls calls;

    public RestResource(RestCalls calls) {
        this.calls = calls;
    }

    @Override
    public int addOne(String x) {
        return calls.addOne(ServerModel.EVENT_LOOP, x);
    }

    @Override
    public TextNode concat(ConcatRequest request) {
        return calls.concat(ServerModel.EVENT_LOOP, request);
    }

    @Override
    @Blocking
    public List<Account> accounts(String tx, String count) {
        return calls.accounts(ServerModel.EVENT_LOOP, tx, count);
    }
}
