package dev.wirerace.business.payload;

import dev.wirerace.core.PayloadCore;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import io.smallrye.common.annotation.NonBlocking;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.reactive.RestPath;

/**
 * The payload over REST/JSON, bound by Jackson to its generated types: {@code GET /rest/payload/fetch/{call}}
 * answers the document, {@code POST /rest/payload/store} takes one and answers its receipt. On the event loop, as
 * addOne is: no transaction to start. JSON that is not the payload's (malformed, a wrong type, an enum value it does
 * not have) is a 400 from Quarkus REST before the core is reached.
 */
@Path("/rest/payload")
@NonBlocking
@Produces(MediaType.APPLICATION_JSON)
public class PayloadRestResource {

    private final PayloadCore core;

    public PayloadRestResource(PayloadCore core) {
        this.core = core;
    }

    /** {@code call} is read by hand: a JAX-RS long path parameter that does not parse answers 404, not 400. */
    @GET
    @Path("/fetch/{call}")
    public Document fetch(@RestPath String call) {
        try {
            return core.fetch(Long.parseLong(call));
        } catch (NumberFormatException e) {
            throw new BadRequestException("call must be a 64-bit integer, got '" + call + "'");
        }
    }

    @POST
    @Path("/store")
    @Consumes(MediaType.APPLICATION_JSON)
    public Receipt store(Document document) {
        if (document == null) {
            throw new BadRequestException("the body must be a payload document");
        }
        return core.store(document);
    }
}
