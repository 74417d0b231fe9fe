package dev.wirerace.business.rest;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.wire.ServerModel;
import io.smallrye.common.annotation.RunOnVirtualThread;
import jakarta.ws.rs.Path;
import java.util.List;

/** The REST wires on virtual threads: every call runs on a new virtual thread of its own. */
@Path("/virtual/rest")
@RunOnVirtualThread
public class VirtualRestResource implements RestContract {

    private final RestCalls calls;

    public VirtualRestResource(RestCalls calls) {
        this.calls = calls;
    }

    @Override
    public int addOne(String x) {
        return calls.addOne(ServerModel.VIRTUAL, x);
    }

    @Override
    public TextNode concat(ConcatRequest request) {
        return calls.concat(ServerModel.VIRTUAL, request);
    }

    @Override
    public List<Account> accounts(String tx, String count) {
        return calls.accounts(ServerModel.VIRTUAL, tx, count);
    }
}
