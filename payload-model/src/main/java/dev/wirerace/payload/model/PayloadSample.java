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

    private PayloadSample() {
    }

    /** The sample's bytes (JSON). */
    public static byte[] bytes() {
        try (InputStream in = PayloadSample.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from payload-model's jar: its build did not run");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
