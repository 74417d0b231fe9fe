package dev.wirerace.business.rest;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import io.smallrye.common.annotation.NonBlocking;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;

/**
 * REST/JSON adapter, on HTTP and HTTPS with HTTP/2 (StandardPorts). {@code addOne} and {@code concat} run on
 * the event loop: the worker-thread hop was most of what RESTEasy Reactive cost over the bare server
 * (docs/clients-and-servers.md); {@code accounts} stays on a worker, since its transactional variants run JTA.
 */
@Path("/rest")
@Produces(MediaType.APPLICATION_JSON)
public class RestResource {

    private final BusinessCore core;

    public RestResource(BusinessCore core) {
        this.core = core;
    }

    /** {@code x} is read by hand: a JAX-RS int path parameter that does not parse answers 404, not 400. */
    @GET
    @Path("/add-one/{x}")
    @NonBlocking
    public int addOne(@RestPath String x) {
        try {
            return core.addOne(Integer.parseInt(x));
        } catch (NumberFormatException e) {
            throw new BadRequestException("x must be a 32-bit integer, got '" + x + "'");
        }
    }

    /** Answers a JSON string: a plain {@code String} would be written without quotes. */
    @POST
    @Path("/concat")
    @NonBlocking
    @Consumes(MediaType.APPLICATION_JSON)
    public TextNode concat(ConcatRequest request) {
        if (request == null) {
            throw new BadRequestException("body must be {\"a\": string, \"b\": string}");
        }
        return TextNode.valueOf(core.concat(request.a(), request.b()));
    }

    /** {@code count} is read by hand, like {@code x}: a bad one is a 400, not a 404. */
    @GET
    @Path("/accounts")
    public List<Account> accounts(@RestQuery String tx, @RestQuery String count) {
        int size;
        try {
            size = count == null ? Accounts.STANDARD_COUNT : Integer.parseInt(count);
        } catch (NumberFormatException e) {
            throw new BadRequestException("count must be an integer, got '" + count + "'");
        }
        return core.accounts(TxMode.fromWireName(tx), size);
    }
}
