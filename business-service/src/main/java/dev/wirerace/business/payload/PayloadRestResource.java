package dev.wirerace.business.payload;

import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.core.CallCounter;
import dev.wirerace.core.PayloadCore;
import dev.wirerace.model.wire.ServerModel;
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
 * addOne is: no transaction to start; the thread counted as the event-loop model's (ServedThreads). JSON that is not the payload's (malformed, a wrong type, an enum value it does
 * not have) is a 400 from Quarkus REST before the core is reached.
 */
@Path("/rest/payload")
@NonBlocking
@Produces(MediaType.APPLICATION_JSON)
public class PayloadRestResource {

    private final PayloadCore core;
    private final ServedThreads threads;

    public PayloadRestResource(PayloadCore core, ServedThreads threads) {
        this.core = core;
        this.threads = threads;
    }

    /** {@code call} is read by hand: a JAX-RS long path parameter that does not parse answers 404, not 400. */
    @GET
    @Path("/fetch/{call}")
    public Document fetch(@RestPath String call) {
        try {
            long number = Long.parseLong(call);
            threads.served(ServerModel.EVENT_LOOP, CallCounter.PAYLOAD_FETCH);
            return core.fetch(number);
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
        threads.served(ServerModel.EVENT_LOOP, CallCounter.PAYLOAD_STORE);
        return core.store(document);
    }
}
