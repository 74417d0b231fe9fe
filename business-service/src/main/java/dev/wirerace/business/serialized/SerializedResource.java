package dev.wirerace.business.serialized;

import dev.wirerace.core.BusinessCore;
import dev.wirerace.model.AccountsQuery;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.serial.SerialAllowList;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.Serializable;
import org.jboss.resteasy.reactive.RestPath;

/**
 * Java-serialized objects over HTTP, study 5's servlet: the body is one serialized request object
 * ({@code Integer}, {@link ConcatRequest}, {@link TxMode} or {@link AccountsQuery}), the reply one serialized
 * result. Every body is read through {@link SerialAllowList}.
 */
@Path("/serialized")
public class SerializedResource {

    public static final String MEDIA_TYPE = "application/x-java-serialized-object";

    private final BusinessCore core;

    public SerializedResource(BusinessCore core) {
        this.core = core;
    }

    @POST
    @Path("/{operation}")
    @Consumes(MEDIA_TYPE)
    @Produces(MEDIA_TYPE)
    public byte[] call(@RestPath String operation, byte[] body) {
        Object reply = switch (operation) {
            case "add-one" -> core.addOne(read(body, Integer.class));
            case "concat" -> {
                ConcatRequest request = read(body, ConcatRequest.class);
                yield core.concat(request.a(), request.b());
            }
            case "accounts" -> accounts(read(body, Serializable.class));
            default -> throw new NotFoundException("unknown operation '" + operation
                    + "': one of add-one, concat, accounts");
        };
        return SerialAllowList.write(reply);
    }

    /** A bare {@link TxMode} asks for the standard list; an {@link AccountsQuery} names its size. */
    private Object accounts(Serializable request) {
        return switch (request) {
            case TxMode tx -> core.accounts(tx);
            case AccountsQuery query -> core.accounts(query.tx(), query.count());
            default -> throw new BadRequestException("accounts takes a TxMode or an AccountsQuery, got "
                    + request.getClass().getName());
        };
    }

    private static <T> T read(byte[] body, Class<T> type) {
        try {
            return SerialAllowList.read(body, type);
        } catch (InvalidClassException e) {
            throw new BadRequestException("refused by the deserialization allow-list: " + e.getMessage());
        } catch (IOException e) {
            throw new BadRequestException("not a Java-serialized " + type.getSimpleName() + ": " + e.getMessage());
        }
    }
}
