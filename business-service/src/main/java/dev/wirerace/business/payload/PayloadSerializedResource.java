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
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;

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

    static <T> T read(byte[] body, Class<T> type) {
        try (ObjectInputStream stream = new ObjectInputStream(new ByteArrayInputStream(body))) {
            stream.setObjectInputFilter(PayloadAllowList.FILTER);
            Object value = stream.readObject();
            if (!type.isInstance(value)) {
                throw new BadRequestException("expected a " + type.getSimpleName() + ", got "
                        + (value == null ? "null" : value.getClass().getName()));
            }
            return type.cast(value);
        } catch (InvalidClassException e) {
            throw new BadRequestException("refused by the payload's deserialization allow-list: " + e.getMessage());
        } catch (EOFException e) {
            throw new BadRequestException("the stream ended early (" + body.length + " bytes)");
        } catch (IOException | ClassNotFoundException | RuntimeException e) {
            if (e instanceof BadRequestException bad) {
                throw bad;
            }
            throw new BadRequestException("not a Java-serialized " + type.getSimpleName() + ": " + e);
        }
    }
}
