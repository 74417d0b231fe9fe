package dev.wirerace.payload.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.payload.schema.PayloadType.EnumType;
import dev.wirerace.payload.schema.PayloadType.ListType;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.PayloadType.Scalar;
import dev.wirerace.payload.schema.PayloadType.ScalarKind;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonSchemaTest {

    static ObjectType read(String schema) {
        return JsonSchemaReader.read(schema.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theWrittenSchemaReadsBackToTheSameTypes() {
        ObjectType inferred = SampleInferenceTest.infer(SampleInferenceTest.order());
        String schema = JsonSchemaWriter.write(inferred);
        assertTrue(schema.contains("\"format\" : \"int64\""), schema);
        assertTrue(schema.contains("\"enum\" : [ \"open\", \"shipped\", \"in-transit\" ]"), schema);
        assertEquals(inferred, read(schema));
    }

    @Test
    void aCorrectedSchemaChangesTheTypes() {
        ObjectType corrected = read("""
                {"type": "object", "properties": {
                   "id": {"type": "integer", "format": "int32"},
                   "currency": {"enum": ["EUR", "USD"]},
                   "photo": {"type": "string", "contentEncoding": "base64", "maxLength": 65536},
                   "memo": {"type": ["string", "null"], "description": "free text"}},
                 "required": ["id", "currency", "photo", "memo"]}""");
        assertEquals(new Scalar(ScalarKind.INT32), SampleInferenceTest.field(corrected, "id").type());
        EnumType currency = (EnumType) SampleInferenceTest.field(corrected, "currency").type();
        assertEquals("Currency", currency.name().java());
        assertEquals(new Scalar(ScalarKind.BYTES), SampleInferenceTest.field(corrected, "photo").type());
        assertFalse(SampleInferenceTest.field(corrected, "memo").required(), "nullable: optional");
        assertEquals(new Scalar(ScalarKind.INT64), read("{\"properties\":{\"n\":{\"type\":\"integer\"}}}")
                .fields().getFirst().type(), "an integer of no stated width is 64 bits");
    }

    @Test
    void aDefinitionUsedTwiceIsOneType() {
        ObjectType doc = read("""
                {"type": "object", "$defs": {"address": {"type": "object", "properties": {"city": {"type": "string"}}}},
                 "properties": {"from": {"$ref": "#/$defs/address"}, "to": {"$ref": "#/$defs/address"},
                                "stops": {"type": "array", "items": {"$ref": "#/$defs/address"}}}}""");
        PayloadType from = SampleInferenceTest.field(doc, "from").type();
        assertEquals("Address", ((ObjectType) from).name().java());
        assertSame(from, SampleInferenceTest.field(doc, "to").type());
        assertSame(from, ((ListType) SampleInferenceTest.field(doc, "stops").type()).element());
    }

    @Test
    void refusesWhatTheWiresCannotAllCarry() {
        assertRefused("{\"properties\":{\"a\":{\"oneOf\":[{\"type\":\"string\"},{\"type\":\"integer\"}]}}}",
                "/properties/a/oneOf", "'oneOf' is not supported");
        assertRefused("{\"type\":\"object\",\"properties\":{\"m\":{\"type\":\"object\",\"additionalProperties\":"
                + "{\"type\":\"string\"}}}}", "/properties/m/additionalProperties", "a map of free keys");
        assertRefused("{\"$defs\":{\"node\":{\"properties\":{\"next\":{\"$ref\":\"#/$defs/node\"}}}},"
                + "\"properties\":{\"head\":{\"$ref\":\"#/$defs/node\"}}}", "/$defs/node/properties/next/$ref",
                "recursive types are not supported");
        assertRefused("{\"properties\":{\"a\":{\"type\":\"array\"}}}", "/properties/a", "no \"items\"");
        assertRefused("{\"properties\":{\"a\":{\"type\":[\"string\",\"integer\"]}}}", "/properties/a/type",
                "one type");
        assertRefused("{\"properties\":{\"a\":{\"enum\":[1,2]}}}", "/properties/a/enum", "enums of strings are");
        assertRefused("{\"properties\":{\"a\":{\"$ref\":\"other.json#/x\"}}}", "/properties/a/$ref",
                "only references into this schema");
        assertRefused("{\"type\":\"array\",\"items\":{\"type\":\"string\"}}", "", "a payload is one object");
        assertRefused("{\"properties\":{\"a\":{\"type\":\"string\"}},\"required\":[\"b\"]}", "/required",
                "'b' is required but not among the properties");
        assertRefused("{\"properties\":{\"a\":{\"type\":\"string\",\"frobnicate\":1}}}", "/properties/a/frobnicate",
                "not a keyword this reader knows");
    }

    static void assertRefused(String schema, String pointer, String words) {
        PayloadProblem problem = assertThrows(PayloadProblem.class, () -> read(schema), schema);
        assertEquals(pointer, problem.pointer(), problem.getMessage());
        assertTrue(problem.getMessage().contains(words), problem.getMessage());
    }
}
