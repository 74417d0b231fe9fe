package dev.wirerace.presentation.api;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Way;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.payload.model.DocumentFacts;
import dev.wirerace.payload.model.PayloadSample;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.suite.WireClient;
import io.quarkus.runtime.ShutdownEvent;
import io.smallrye.common.annotation.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;

/**
 * Study 5's set-up for an external load generator: a browser-style request to the presentation tier, which
 * calls the business tier over the chosen wire and checks the reply. The wire is a wire id (its default
 * client) or a way id, "rest-http@quarkus-rest" (Way). One client per way, built on first use and kept. A
 * failed business call answers 502 with its failure kind.
 */
@Path("/call")
@ApplicationScoped
@Produces(MediaType.APPLICATION_JSON)
public class CallResource {

    private static final Logger LOG = Logger.getLogger(CallResource.class);

    /** What the presentation tier answers: the business result, or for accounts whether the list was right. */
    public record CallReply(String wire, String operation, Integer result, String text, Integer count,
            Boolean verified) {
    }

    private final WireClients clients;
    private final Map<Way, WireClient> open = new ConcurrentHashMap<>();
    /** The payload's sample, read once: a call varies a copy along one path (DocumentFacts.varied), never it. */
    private final Document sample = PayloadSample.document();

    public CallResource(WireClients clients) {
        this.clients = clients;
    }

    @GET
    @Path("/{wire}/{operation}")
    @Blocking
    public Response call(@RestPath String wire, @RestPath String operation, @RestQuery Integer x,
            @RestQuery String a, @RestQuery String b, @RestQuery String tx, @RestQuery Integer count) {
        Way chosen = way(wire);
        Operation chosenOperation = operation(operation);
        if (!chosen.wire().carries(chosenOperation)) {
            throw new BadRequestException(chosen.wire().id() + " does not carry " + chosenOperation.id());
        }
        TxMode txMode = txMode(tx);
        WireClient client = client(chosen);
        try {
            CallReply reply = switch (chosenOperation) {
                case ADD_ONE -> new CallReply(chosen.id(), chosenOperation.id(), client.addOne(required(x, "x")), null, null,
                        null);
                case CONCAT -> new CallReply(chosen.id(), chosenOperation.id(), null, client.concat(required(a, "a"),
                        required(b, "b")), null, null);
                case ACCOUNTS -> {
                    int size = count == null ? Accounts.STANDARD_COUNT : count;
                    List<Account> accounts = client.accounts(txMode, size);
                    yield new CallReply(chosen.id(), chosenOperation.id(), null, null, accounts.size(),
                            Accounts.list(size).equals(accounts));
                }
                case FETCH -> { // x: the call's number; count: the values in the document answered
                    long call = x == null ? 1 : x;
                    Document document = client.fetch(call);
                    yield new CallReply(chosen.id(), chosenOperation.id(), null, null,
                            document == null ? null : (int) DocumentFacts.count(document),
                            DocumentFacts.varied(sample, call).equals(document));
                }
                case STORE -> { // the sample varied by x sent; count: the values the service read
                    Document sent = DocumentFacts.varied(sample, x == null ? 1 : x);
                    Receipt receipt = client.store(sent);
                    yield new CallReply(chosen.id(), chosenOperation.id(), null, null,
                            receipt == null ? null : (int) receipt.getCount(), receipt != null
                                    && receipt.getCount() == DocumentFacts.count(sent)
                                    && receipt.getChecksum() == DocumentFacts.checksum(sent));
                }
            };
            return Response.ok(reply).build();
        } catch (CallFailure failure) {
            LOG.warnf("call over %s failed (%s): %s", chosen.id(), failure.kind().field(), failure.getMessage());
            return Response.status(Response.Status.BAD_GATEWAY)
                    .entity(Map.of("wire", chosen.id(), "failure", failure.kind().field(),
                            "reason", String.valueOf(failure.getMessage())))
                    .build();
        } catch (BadRequestException e) {
            throw e;
        } catch (Exception e) {
            LOG.warnf("call over %s failed: %s", chosen.id(), e.toString());
            return Response.status(Response.Status.BAD_GATEWAY)
                    .entity(Map.of("wire", chosen.id(), "failure", "other", "reason", e.toString())).build();
        }
    }

    private WireClient client(Way way) {
        return open.computeIfAbsent(way, w -> {
            try {
                return clients.open(w);
            } catch (Exception e) {
                throw new IllegalStateException("cannot build the " + w.id() + " client: " + e.getMessage(), e);
            }
        });
    }

    private static Way way(String id) {
        try {
            Way way = Way.byId(id);
            if (!way.wire().carriesBusinessCalls()) {
                throw new BadRequestException(id + " carries no business call");
            }
            return way;
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
    }

    private static Operation operation(String id) {
        try {
            return Operation.byId(id);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
    }

    private static TxMode txMode(String tx) {
        try {
            return TxMode.fromWireName(tx);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
    }

    private static <T> T required(T value, String name) {
        if (value == null) {
            throw new BadRequestException("query parameter " + name + " is required");
        }
        return value;
    }

    void stop(@Observes ShutdownEvent event) {
        open.values().forEach(client -> {
            try {
                client.close();
            } catch (Exception e) {
                LOG.debugf("closing a client: %s", e);
            }
        });
    }
}
