package dev.wirerace.business.rest;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
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
 * The REST/JSON contract, on HTTP and HTTPS with HTTP/2 (StandardPorts): one set of operations, served by
 * one resource per server model under {@code /rest} (event loop), {@code /worker/rest} and {@code /virtual/rest}.
 */
@Produces(MediaType.APPLICATION_JSON)
public interface RestContract {

    @GET
    @Path("/add-one/{x}")
    int addOne(@RestPath String x);

    @POST
    @Path("/concat")
    @Consumes(MediaType.APPLICATION_JSON)
    TextNode concat(ConcatRequest request);

    @GET
    @Path("/accounts")
    List<Account> accounts(@RestQuery String tx, @RestQuery String count);
}
