package dev.wirerace.model.serial;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StreamCorruptedException;
import java.io.UncheckedIOException;

/**
 * The JEP 290 allow-list every Java-deserializing wire uses (the serialized HTTP endpoint, RMI calls, and
 * the clients reading replies). Only the classes the contract needs pass; any other class, and any stream
 * past the depth, reference, array and size limits, is refused before an object of it is built.
 */
public final class SerialAllowList {

    /**
     * Limits first: depth 8 holds an {@code ArrayList<Account>} (list, account, string) with room to
     * spare and stops nested-collection bombs (the SerialDOS shape); the array and reference limits hold
     * a 1,000-account list. {@code java.lang.Object} is listed because lists check their backing
     * {@code Object[]} by its element type; Object is not serializable, so no instance of it can be read.
     */
    public static final String PATTERN = "maxdepth=8;maxrefs=50000;maxarray=50000;maxbytes=16777216;"
            + "java.lang.Object;java.lang.Integer;java.lang.Number;java.lang.String;java.lang.Enum;"
            + "java.util.ArrayList;java.util.ImmutableCollections$ListN;java.util.ImmutableCollections$List12;"
            + "java.util.CollSer;dev.wirerace.model.*;!*";

    public static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(PATTERN);

    private SerialAllowList() {
    }

    /**
     * Reads one object of the expected type through the filter.
     *
     * @throws InvalidClassException the filter refused a class or a limit ({@code InvalidClassException})
     * @throws IOException the stream is malformed, or holds something other than {@code type}
     */
    public static <T> T read(byte[] bytes, Class<T> type) throws IOException {
        return read(bytes, type, FILTER);
    }

    /**
     * The same through another allow-list: a payload's (payload-model's PayloadAllowList), whose classes and
     * limits are its own.
     */
    public static <T> T read(byte[] bytes, Class<T> type, ObjectInputFilter filter) throws IOException {
        try (ObjectInputStream stream = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            stream.setObjectInputFilter(filter);
            Object value = stream.readObject();
            if (!type.isInstance(value)) {
                throw new IOException("expected a " + type.getSimpleName() + ", got "
                        + (value == null ? "null" : value.getClass().getName()));
            }
            return type.cast(value);
        } catch (EOFException e) {
            throw new IOException("the stream ended early (" + bytes.length + " bytes)", e);
        } catch (ClassNotFoundException e) {
            throw new InvalidClassException(e.getMessage(), "class not found");
        } catch (RuntimeException e) {
            // a corrupt stream can fail inside ObjectInputStream itself (a NullPointerException for a class
            // descriptor that is not there, found by FuzzTest): still a malformed stream, not a server fault
            throw new StreamCorruptedException("malformed stream: " + e);
        }
    }

    /** Serializes {@code value}; the writing side needs no filter. */
    public static byte[] write(Object value) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (ObjectOutputStream stream = new ObjectOutputStream(bytes)) {
            stream.writeObject(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
