package dev.wirerace.payload.schema;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirerace.payload.schema.PayloadType.EnumType;
import dev.wirerace.payload.schema.PayloadType.Field;
import dev.wirerace.payload.schema.PayloadType.ListType;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.PayloadType.Scalar;

/**
 * A payload's types as a JSON Schema (draft 2020-12) a user can read, correct and pass back with
 * --payload-schema: types inline where they are used, each object and enum titled with its type's name, optional
 * fields left out of "required", integers with their width, dates with their format, binary as base64 text.
 */
public final class JsonSchemaWriter {

    public static final String DIALECT = "https://json-schema.org/draft/2020-12/schema";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonSchemaWriter() {
    }

    public static String write(ObjectType root) {
        ObjectNode schema = JSON.createObjectNode();
        schema.put("$schema", DIALECT);
        schema.setAll(type(root));
        try {
            return JSON.writeValueAsString(schema) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException cannot) {
            throw new IllegalStateException("a tree of plain nodes always writes", cannot);
        }
    }

    private static ObjectNode type(PayloadType type) {
        ObjectNode node = JSON.createObjectNode();
        switch (type) {
            case Scalar scalar -> {
                node.put("type", scalar.kind().jsonType());
                if (scalar.kind().format() != null) {
                    node.put("format", scalar.kind().format());
                }
                if (scalar.kind() == PayloadType.ScalarKind.BYTES) {
                    node.put("contentEncoding", "base64");
                }
            }
            case EnumType enumType -> {
                node.put("title", enumType.name().java());
                node.put("type", "string");
                ArrayNode values = node.putArray("enum");
                enumType.values().forEach(value -> values.add(value.json()));
            }
            case ListType list -> {
                node.put("type", "array");
                node.set("items", type(list.element()));
            }
            case ObjectType object -> {
                node.put("title", object.name().java());
                node.put("type", "object");
                ObjectNode properties = node.putObject("properties");
                object.fields().forEach(field -> properties.set(field.json(), type(field.type())));
                ArrayNode required = node.putArray("required");
                object.fields().stream().filter(Field::required).forEach(field -> required.add(field.json()));
                node.put("additionalProperties", false);
            }
        }
        return node;
    }
}
