package dev.wirerace.presentation.client;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import io.smallrye.mutiny.Uni;
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
 * The same resource as BusinessRestApi, with the reactive signatures the Quarkus REST Client is meant to be
 * used with: each method returns a Mutiny {@code Uni} at once, the call made when it is subscribed to and its
 * reply arriving on the client's event loop. Two interfaces because the client picks blocking or not by the
 * return type.
 */
@RegisterRestClient
@Path("/rest")
@Produces(MediaType.APPLICATION_JSON)
public interface BusinessRestApiAsync {

    @GET
    @Path("/add-one/{x}")
    Uni<Integer> addOne(@PathParam("x") int x);

    @POST
    @Path("/concat")
    @Consumes(MediaType.APPLICATION_JSON)
    Uni<TextNode> concat(ConcatRequest request);

    @GET
    @Path("/accounts")
    Uni<List<Account>> accounts(@QueryParam("tx") String tx, @QueryParam("count") int count);

    /** The user's payload, bound by Jackson to its generated types (payload-model). */
    @GET
    @Path("/payload/fetch/{call}")
    Uni<Document> fetch(@PathParam("call") long call);

    @POST
    @Path("/payload/store")
    @Consumes(MediaType.APPLICATION_JSON)
    Uni<Receipt> store(Document document);
}
