package dev.wirerace.payload.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.SampleInference;
import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBElement;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.namespace.QName;
import javax.xml.transform.stream.StreamSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generated types carry a sample exactly: read from its JSON, each of JSON, Java serialization, XML (JAXB) and
 * protobuf (through the converters) gives back an equal document with the same checksum, and the facts count and
 * change what they say.
 */
class GeneratedTypesTest {

    /** An order: every scalar kind, an enum, optional fields absent and present, a nested object, lists. */
    static final String ORDER = """
            {"order-id": 9000000001, "placed": "2026-11-30", "paidAt": "2026-11-30T10:15:30.5+01:00",
             "express": true, "weight": 12.5, "photo": "AAECAwQFBgc=",
             "customer": {"name": "Ada", "class": "gold", "1st": 2019},
             "tags": ["a", "b"], "scores": [1.5, 2],
             "lines": [%s]}""".formatted(lines());

    private static CompiledPayload payload;
    private static ObjectType root;
    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    static String lines() {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            lines.append(i == 0 ? "" : ",").append("{\"sku\":\"SKU-").append(i).append("\",\"qty\":").append(i + 1)
                    .append(",\"status\":\"").append(new String[] {"open", "shipped", "in-transit"}[i % 3]).append('"')
                    .append(i % 2 == 0 ? ",\"note\":\"gift\"" : "").append(",\"due\":\"2026-12-0").append(1 + i % 9)
                    .append("\"}");
        }
        return lines.toString();
    }

    @BeforeAll
    static void compile(@TempDir Path work) throws Exception {
        assumeTrue(Files.isExecutable(CompiledPayload.PROTOC), "no protoc at " + CompiledPayload.PROTOC.toAbsolutePath()
                + ": the build copies it there for linux-x86_64 (run the tests through Maven)");
        root = SampleInference.infer(ORDER.getBytes(StandardCharsets.UTF_8));
        payload = CompiledPayload.of(root, work);
    }

    @AfterAll
    static void close() throws Exception {
        if (payload != null) {
            payload.close();
        }
    }

    private Object sample() throws Exception {
        return JSON.readValue(ORDER, payload.model("Document"));
    }

    private long checksum(Object document) throws Exception {
        return (long) payload.call(payload.model("DocumentFacts"), "checksum", document);
    }

    @Test
    void jsonCarriesItWhole() throws Exception {
        Object document = sample();
        String written = JSON.writeValueAsString(document);
        Object back = JSON.readValue(written, payload.model("Document"));
        assertEquals(document, back);
        JsonNode tree = JSON.readTree(written);
        assertEquals(9000000001L, tree.get("order-id").asLong(), "the JSON key, not the Java name");
        assertEquals("in-transit", tree.get("lines").get(2).get("status").asText(), "the enum's JSON value");
        assertEquals("2026-11-30T09:15:30.500Z", tree.get("paidAt").asText(), "ISO text, in UTC");
        assertEquals("2026-11-30", tree.get("placed").asText());
        assertTrue(!tree.get("lines").get(1).has("note"), "an absent optional field stays absent");
    }

    @Test
    void javaSerializationCarriesItWhole() throws Exception {
        Object document = sample();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(document);
        }
        Object back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
            @Override
            protected Class<?> resolveClass(java.io.ObjectStreamClass desc) throws ClassNotFoundException {
                return Class.forName(desc.getName(), false, payload.loader());
            }
        }) {
            // through the wires' allow-list, as the serialized and RMI wires read it: a class it misses is named here
            java.io.ObjectInputFilter allowed = java.io.ObjectInputFilter.Config.createFilter(SerialClasses.PATTERN);
            in.setObjectInputFilter(info -> {
                java.io.ObjectInputFilter.Status status = allowed.checkInput(info);
                assertTrue(status != java.io.ObjectInputFilter.Status.REJECTED, "the allow-list refuses "
                        + info.serialClass() + " (depth " + info.depth() + ", array " + info.arrayLength() + ")");
                return status;
            });
            back = in.readObject();
        }
        assertEquals(document, back);
        assertEquals(checksum(document), checksum(back));
    }

    @Test
    void theNativeMetadataNamesEveryClassASerializedDocumentHolds() throws Exception {
        JsonNode metadata = JSON.readTree(new PayloadSources(root).nativeMetadata());
        java.util.Set<String> serializable = new java.util.HashSet<>();
        metadata.get("serialization").forEach(entry -> serializable.add(entry.get("type").asText()));
        java.util.Set<String> reflected = new java.util.HashSet<>();
        metadata.get("reflection").forEach(entry -> reflected.add(entry.get("type").asText()));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(sample());
        }
        java.util.Set<String> held = new java.util.TreeSet<>();
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
            @Override
            protected Class<?> resolveClass(java.io.ObjectStreamClass desc) throws ClassNotFoundException {
                return Class.forName(desc.getName(), false, payload.loader());
            }
        }) {
            in.setObjectInputFilter(info -> {
                if (info.serialClass() != null) {
                    held.add(info.serialClass().getName());
                }
                return java.io.ObjectInputFilter.Status.UNDECIDED;
            });
            in.readObject();
        }
        assertTrue(held.contains(payload.model("Document").getName()), "the stream was read: " + held);
        for (String type : held) {
            assertTrue(serializable.contains(type), type + " is in the stream but not registered for serialization");
        }
        for (String model : java.util.List.of("Document", "Line", "Customer", "LocalDateXml", "InstantXml")) {
            assertTrue(reflected.contains(payload.model(model).getName()), model + " is not registered for reflection");
        }
        java.util.Set<String> resources = new java.util.HashSet<>();
        metadata.get("resources").forEach(entry -> resources.add(entry.get("glob").asText()));
        assertEquals(java.util.Set.of(PayloadBuild.SAMPLE_RESOURCE, PayloadBuild.NAME_RESOURCE), resources);
    }

    @Test
    void xmlCarriesItWhole() throws Exception {
        Object document = sample();
        Class<?> type = payload.model("Document");
        JAXBContext context = JAXBContext.newInstance(type);
        StringWriter xml = new StringWriter();
        context.createMarshaller().marshal(element(type, document), xml);
        assertTrue(xml.toString().contains("<status>in-transit</status>"), xml.toString());
        assertTrue(xml.toString().contains("<paidAt>2026-11-30T09:15:30.500Z</paidAt>"), xml.toString());
        Object back = context.createUnmarshaller().unmarshal(new StreamSource(new StringReader(xml.toString())), type)
                .getValue();
        assertEquals(document, back);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static JAXBElement<?> element(Class<?> type, Object value) {
        return new JAXBElement(new QName("urn:wirerace:payload", "document"), type, value);
    }

    @Test
    void protobufCarriesItWhole() throws Exception {
        Object document = sample();
        Class<?> converters = payload.proto("ProtoConverters");
        Object message = payload.call(converters, "toProto", document);
        byte[] bytes = (byte[]) message.getClass().getMethod("toByteArray").invoke(message);
        Object parsed = payload.proto("Document").getMethod("parseFrom", byte[].class).invoke(null, (Object) bytes);
        Object back = payload.call(converters, "fromProto", parsed);
        assertEquals(document, back);
        assertTrue(bytes.length < JSON.writeValueAsBytes(document).length, "protobuf is smaller than the JSON");
    }

    @Test
    void theFactsCountChangeAndProve() throws Exception {
        Class<?> facts = payload.model("DocumentFacts");
        Object document = sample();
        // 6 top-level values, 3 in customer, 2 tags, 2 scores, and 12 lines of sku, qty, status, due (+ 6 notes)
        assertEquals(6L + 3 + 2 + 2 + 12 * 4 + 6, payload.call(facts, "count", document));
        assertEquals("/order-id", facts.getField("VARIED").get(null));
        long before = checksum(document);
        Object varied = payload.call(facts, "varied", document, 7L);
        assertEquals(7L, varied.getClass().getMethod("getOrderId").invoke(varied));
        assertNotEquals(before, checksum(varied));
        assertEquals(before, checksum(document), "the sample is left as it was");
        assertEquals(sample(), document);
        Object again = payload.call(facts, "varied", sample(), 7L);
        assertEquals(checksum(varied), checksum(again), "the same call, the same checksum");
        assertEquals(varied, again);
    }

    @Test
    void aValueInsideAListIsVariedOnACopyOfThePath() throws Exception {
        // the only required number or text of this order is inside its lines: the first line's is changed
        ObjectType root = SampleInference.infer("{\"express\": true, \"lines\": [{\"sku\": \"A-1\"}, {\"sku\": \"B-2\"}]}"
                .getBytes(StandardCharsets.UTF_8));
        try (CompiledPayload lines = CompiledPayload.of(root, Files.createTempDirectory("payload-lines"))) {
            Class<?> facts = lines.model("DocumentFacts");
            assertEquals("/lines/0/sku", facts.getField("VARIED").get(null));
            Object sample = JSON.readValue("{\"express\": true, \"lines\": [{\"sku\": \"A-1\"}, {\"sku\": \"B-2\"}]}",
                    lines.model("Document"));
            Object varied = lines.call(facts, "varied", sample, 42L);
            assertEquals("{\"express\":true,\"lines\":[{\"sku\":\"A42\"},{\"sku\":\"B-2\"}]}",
                    JSON.writeValueAsString(varied));
            assertEquals("{\"express\":true,\"lines\":[{\"sku\":\"A-1\"},{\"sku\":\"B-2\"}]}",
                    JSON.writeValueAsString(sample), "the sample's list and line are not touched");
        }
    }
}
