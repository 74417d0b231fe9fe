package dev.wirerace.presentation.client;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/**
 * The business-service's REST resource as the Quarkus REST Client sees it. Built per wire with
 * QuarkusRestClientBuilder, since each wire has its own address (HTTP, HTTPS, the bare server).
 */
@RegisterRestClient
@Path("/rest")
@Produces(MediaType.APPLICATION_JSON)
public interface BusinessRestApi {

    @GET
    @Path("/add-one/{x}")
    Integer addOne(@PathParam("x") int x);

    /** A JSON string: as a {@code String}, the reply would be read with its quotes. */
    @POST
    @Path("/concat")
    @Consumes(MediaType.APPLICATION_JSON)
    TextNode concat(ConcatRequest request);

    @GET
    @Path("/accounts")
    List<Account> accounts(@QueryParam("tx") String tx, @QueryParam("count") int count);

    /** The user's payload, bound by Jackson to its generated types (payload-model). */
    @GET
    @Path("/payload/fetch/{call}")
    Document fetch(@PathParam("call") long call);

    @POST
    @Path("/payload/store")
    @Consumes(MediaType.APPLICATION_JSON)
    Receipt store(Document document);
}
