package dev.wirerace.payload.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.wirerace.payload.proto.ProtoConverters;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The payload this jar was built from ({@code payload.sample}: the built-in account list unless the build was given
 * another) read into its generated types and carried whole by JSON, Java serialization and protobuf: what the wires
 * will carry, checked on the classes they will use.
 */
class BuiltPayloadTest {

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    static Document sample() throws IOException {
        return JSON.readValue(PayloadSample.bytes(), Document.class);
    }

    @Test
    void theJarKeepsTheSampleItWasBuiltFrom() throws IOException {
        assertArrayEquals(Files.readAllBytes(Path.of(System.getProperty("payload.sample"))), PayloadSample.bytes());
    }

    @Test
    void jsonCarriesTheSampleWhole() throws IOException {
        Document document = sample();
        assertEquals(document, JSON.readValue(JSON.writeValueAsBytes(document), Document.class));
    }

    @Test
    void javaSerializationCarriesTheSampleWhole() throws Exception {
        Document document = sample();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(document);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(document, in.readObject());
        }
    }

    @Test
    void protobufCarriesTheSampleWhole() throws Exception {
        Document document = sample();
        byte[] bytes = ProtoConverters.toProto(document).toByteArray();
        assertEquals(document, ProtoConverters.fromProto(dev.wirerace.payload.proto.Document.parseFrom(bytes)));
    }

    @Test
    void eachCallChangesTheChecksumAndTheSameCallGivesTheSame() throws IOException {
        Document sample = sample();
        long before = DocumentFacts.checksum(sample);
        Document first = DocumentFacts.varied(sample, 12345);
        Document second = DocumentFacts.varied(sample(), 12345);
        assertNotEquals(before, DocumentFacts.checksum(first));
        assertEquals(before, DocumentFacts.checksum(sample), "the sample is left as it was");
        assertEquals(DocumentFacts.checksum(first), DocumentFacts.checksum(second));
        assertEquals(DocumentFacts.count(sample), DocumentFacts.count(first));
    }
}
