package dev.wirerace.business.rest;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Turns bad input on the HTTP wires into 400 with a short plain-text reason, logged once. Malformed and
 * wrongly typed JSON, a null field, an unknown tx and an unparsable number all arrive here.
 */
public class BadInputMappers {

    private static final Logger LOG = Logger.getLogger(BadInputMappers.class);

    /** Also catches Jackson's mismatched-input and parse exceptions, which Quarkus would answer with no reason. */
    @ServerExceptionMapper({ JacksonException.class, MismatchedInputException.class, JsonParseException.class })
    public Response badJson(JacksonException e) {
        return badRequest("malformed or wrongly typed JSON: " + e.getOriginalMessage());
    }

    @ServerExceptionMapper
    public Response badArgument(IllegalArgumentException e) {
        return badRequest(e.getMessage());
    }

    @ServerExceptionMapper
    public Response rejected(WebApplicationException e) {
        Response response = e.getResponse();
        if (response.getStatus() >= 500) {
            LOG.errorf(e, "request failed");
            return response;
        }
        // a body that does not parse arrives wrapped; its cause says why
        String reason = e.getCause() instanceof JacksonException json
                ? "malformed or wrongly typed JSON: " + json.getOriginalMessage()
                : e.getMessage();
        LOG.warnf("rejected request (%d): %s", response.getStatus(), reason);
        return Response.status(response.getStatus()).type(MediaType.TEXT_PLAIN).entity(reason).build();
    }

    static Response badRequest(String reason) {
        LOG.warnf("rejected request (400): %s", reason);
        return Response.status(Response.Status.BAD_REQUEST).type(MediaType.TEXT_PLAIN).entity(reason).build();
    }
}
