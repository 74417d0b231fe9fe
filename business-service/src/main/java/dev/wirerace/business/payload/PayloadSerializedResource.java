package dev.wirerace.business.payload;

import dev.wirerace.business.serialized.SerializedResource;
import dev.wirerace.core.PayloadCore;
import dev.wirerace.model.serial.SerialAllowList;
import dev.wirerace.payload.contract.PayloadAllowList;
import dev.wirerace.payload.model.Document;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import java.io.IOException;
import java.io.InvalidClassException;

/**
 * The payload as Java-serialized objects over HTTP: {@code /serialized/payload/fetch} takes a serialized
 * {@code Long} (the call's number) and answers the document, {@code /serialized/payload/store} takes a document
 * and answers its receipt. Every body is read through the payload's allow-list (PayloadAllowList).
 */
@Path("/serialized/payload")
@Consumes(SerializedResource.MEDIA_TYPE)
@Produces(SerializedResource.MEDIA_TYPE)
public class PayloadSerializedResource {

    private final PayloadCore core;

    public PayloadSerializedResource(PayloadCore core) {
        this.core = core;
    }

    @POST
    @Path("/fetch")
    public byte[] fetch(byte[] body) {
        return SerialAllowList.write(core.fetch(read(body, Long.class)));
    }

    @POST
    @Path("/store")
    public byte[] store(byte[] body) {
        return SerialAllowList.write(core.store(read(body, Document.class)));
    }

    private static <T> T read(byte[] body, Class<T> type) {
        try {
            return SerialAllowList.read(body, type, PayloadAllowList.FILTER);
        } catch (InvalidClassException e) {
            throw new BadRequestException("refused by the payload's deserialization allow-list: " + e.getMessage());
        } catch (IOException e) {
            throw new BadRequestException("not a Java-serialized " + type.getSimpleName() + ": " + e.getMessage());
        }
    }
}
