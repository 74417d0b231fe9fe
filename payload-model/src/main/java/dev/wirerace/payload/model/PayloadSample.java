package dev.wirerace.payload.model;

import dev.wirerace.payload.generate.PayloadBuild;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The sample this jar's types were made from, as the user wrote it: the document both services carry, kept in the
 * jar so that the two tiers, on one host or two, carry the same one.
 */
public final class PayloadSample {

    /** A compile-time constant: the generator's name for it, with no need of the generator at run time. */
    static final String RESOURCE = PayloadBuild.SAMPLE_RESOURCE;
    static final String NAME = PayloadBuild.NAME_RESOURCE;

    /** Read once: every row of a run names the payload, and the scenarios ask for its size. */
    private static final class Kept {
        static final byte[] BYTES = read(RESOURCE);
        static final String NAME = new String(read(PayloadSample.NAME), java.nio.charset.StandardCharsets.UTF_8).strip();
    }

    private PayloadSample() {
    }

    /** The sample's bytes (JSON), a copy of its own for each caller. */
    public static byte[] bytes() {
        return Kept.BYTES.clone();
    }

    /** The sample read into its own types: each caller gets a document of its own. */
    public static Document document() {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper()
                    .registerModule(new com.fasterxml.jackson.datatype.jsr310.JavaTimeModule())
                    .readValue(Kept.BYTES, Document.class);
        } catch (IOException e) {
            throw new UncheckedIOException("the sample in payload-model's jar does not read into its own types", e);
        }
    }

    /** How many bytes the sample's JSON has. */
    public static int size() {
        return Kept.BYTES.length;
    }

    /** The sample's file name ({@code accounts.json}): what its rows are called. */
    public static String name() {
        return Kept.NAME;
    }

    private static byte[] read(String resource) {
        try (InputStream in = PayloadSample.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from payload-model's jar: its build did not run");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
