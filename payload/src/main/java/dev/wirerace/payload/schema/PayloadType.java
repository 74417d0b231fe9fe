package dev.wirerace.payload.schema;

import java.util.List;

/**
 * The type of a value in a user's payload, as every wire will carry it: the one model the JSON Schema is read
 * into and written from, and the Java types, the .proto and the converters are generated from, so that they agree
 * on every name.
 */
public sealed interface PayloadType {

    /** A leaf value. */
    record Scalar(ScalarKind kind) implements PayloadType {
    }

    /** A string with a closed set of values: a Java enum, a proto enum, an XML enumeration. */
    record EnumType(TypeName name, List<EnumValue> values) implements PayloadType {
        public EnumType {
            values = List.copyOf(values);
        }
    }

    /** An object with named fields in the sample's order: a Java class, a proto message, an XML complex type. */
    record ObjectType(TypeName name, List<Field> fields) implements PayloadType {
        public ObjectType {
            fields = List.copyOf(fields);
        }
    }

    /** A list of one element type. */
    record ListType(PayloadType element) implements PayloadType {
    }

    /**
     * A field of an object.
     *
     * @param json the key in the JSON document
     * @param javaName the field's name in Java (the key mapped to an identifier: Names)
     * @param protoName the field's name in the .proto
     * @param required whether every document has it (an optional field may be absent or null)
     */
    record Field(String json, String javaName, String protoName, PayloadType type, boolean required) {
    }

    /**
     * One value of an enum.
     *
     * @param json the value in the JSON document
     * @param javaName the Java constant
     * @param protoName the proto enum value (prefixed with its enum's name: proto enum values share their scope)
     */
    record EnumValue(String json, String javaName, String protoName) {
    }

    /** A named type: its Java class or enum name, which is its proto message or enum name too. */
    record TypeName(String java) {
    }

    /** The kinds of leaf value, with the JSON Schema that states each. */
    enum ScalarKind {
        STRING("string", null),
        INT32("integer", "int32"),
        INT64("integer", "int64"),
        DOUBLE("number", null),
        BOOLEAN("boolean", null),
        DATE("string", "date"),
        DATE_TIME("string", "date-time"),
        /** Binary, carried in JSON as base64 text. */
        BYTES("string", null);

        private final String jsonType;
        private final String format;

        ScalarKind(String jsonType, String format) {
            this.jsonType = jsonType;
            this.format = format;
        }

        public String jsonType() {
            return jsonType;
        }

        /** The JSON Schema "format", or null. */
        public String format() {
            return format;
        }
    }
}
