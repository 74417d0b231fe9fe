package dev.wirerace.business.rest;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.core.CallCounter;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.ServerModel;
import jakarta.inject.Singleton;
import jakarta.ws.rs.BadRequestException;
import java.util.List;

/**
 * What the REST resources of every server model do with a request: read it as the contract says, ask the
 * core, and count the kind of thread that ran each call it answered. The resources differ only in the model they run on.
 */
@Singleton
public class RestCalls {

    private final BusinessCore core;
    private final ServedThreads threads;

    public RestCalls(BusinessCore core, ServedThreads threads) {
        this.core = core;
        this.threads = threads;
    }

    /** {@code x} is read by hand: a JAX-RS int path parameter that does not parse answers 404, not 400. */
    public int addOne(ServerModel model, String x) {
        int value;
        try {
            value = Integer.parseInt(x);
        } catch (NumberFormatException e) {
            throw new BadRequestException("x must be a 32-bit integer, got '" + x + "'");
        }
        int result = core.addOne(value);
        threads.served(model, CallCounter.ADD_ONE);
        return result;
    }

    /** Answers a JSON string: a plain {@code String} would be written without quotes. */
    public TextNode concat(ServerModel model, ConcatRequest request) {
        if (request == null) {
            throw new BadRequestException("body must be {\"a\": string, \"b\": string}");
        }
        TextNode result = TextNode.valueOf(core.concat(request.a(), request.b()));
        threads.served(model, CallCounter.CONCAT);
        return result;
    }

    /** {@code count} is read by hand, like {@code x}: a bad one is a 400, not a 404. */
    public List<Account> accounts(ServerModel model, String tx, String count) {
        int size;
        try {
            size = count == null ? Accounts.STANDARD_COUNT : Integer.parseInt(count);
        } catch (NumberFormatException e) {
            throw new BadRequestException("count must be an integer, got '" + count + "'");
        }
        TxMode mode = TxMode.fromWireName(tx);
        List<Account> result = core.accounts(mode, size);
        threads.served(model, CallCounter.accountsKey(mode));
        return result;
    }
}
