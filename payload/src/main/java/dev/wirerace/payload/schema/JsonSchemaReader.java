package dev.wirerace.payload.schema;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirerace.payload.schema.PayloadType.EnumType;
import dev.wirerace.payload.schema.PayloadType.EnumValue;
import dev.wirerace.payload.schema.PayloadType.Field;
import dev.wirerace.payload.schema.PayloadType.ListType;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.PayloadType.Scalar;
import dev.wirerace.payload.schema.PayloadType.ScalarKind;
import dev.wirerace.payload.schema.PayloadType.TypeName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A JSON Schema read into a payload's types: what JsonSchemaWriter writes, and what hand-written schemas commonly
 * add ({@code $ref} into {@code $defs} or {@code definitions}, {@code "type": ["string", "null"]} for a nullable
 * field, checks and annotations such as {@code maxLength} or {@code description}, which do not change a type).
 * A keyword that would need a type the wires cannot all carry is refused by name ({@code oneOf}, a map of free
 * keys, a recursive type, ...), with its place in the schema.
 */
public final class JsonSchemaReader {

    /** Keywords that check or describe a value without changing its type: read past. */
    private static final Set<String> READ_PAST = Set.of("$schema", "$id", "$comment", "$defs", "definitions",
            "description", "examples", "default", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
            "multipleOf", "minLength", "maxLength", "pattern", "minItems", "maxItems", "uniqueItems", "readOnly",
            "writeOnly", "deprecated", "title", "type", "properties", "required", "items", "enum", "format",
            "contentEncoding", "contentMediaType", "additionalProperties", "$ref");

    private final JsonNode root;
    private final Names.Scope typeNames = new Names.Scope(Names.RESERVED_TYPES);
    private final Map<String, PayloadType> byRef = new HashMap<>();
    private final Set<String> resolving = new HashSet<>();

    private JsonSchemaReader(JsonNode root) {
        this.root = root;
    }

    /** The root type of a schema's bytes, named {@code Document}. */
    public static ObjectType read(byte[] schema) {
        JsonNode root = SampleInference.parse(schema);
        if (!root.isObject()) {
            throw new PayloadProblem("", "a schema is a JSON object");
        }
        PayloadType type = new JsonSchemaReader(root).type(root, "", "Document", 0, true);
        if (!(type instanceof ObjectType object)) {
            throw new PayloadProblem("", "the root's type is not \"object\": a payload is one object");
        }
        return object;
    }

    private PayloadType type(JsonNode node, String at, String wantedName, int depth, boolean isRoot) {
        if (depth > PayloadLimits.MOST_DEPTH) {
            throw new PayloadProblem(at, "nested deeper than " + PayloadLimits.MOST_DEPTH + " levels");
        }
        if (!node.isObject()) {
            throw new PayloadProblem(at, "a schema here is a JSON object, not " + node.getNodeType().name().toLowerCase());
        }
        refuseUnsupported(node, at);
        if (node.has("$ref")) {
            return referred(node.get("$ref").asText(), at, depth);
        }
        String type = typeOf(node, at);
        return switch (type) {
            case "object" -> object(node, at, isRoot ? "Document" : named(node, wantedName), depth);
            case "array" -> {
                if (!node.has("items")) {
                    throw new PayloadProblem(at, "an array with no \"items\": no element type");
                }
                PayloadType element = type(node.get("items"), at + "/items", wantedName, depth + 1, false);
                if (element instanceof ListType) {
                    throw new PayloadProblem(at + "/items", ListsOfLists.WHY);
                }
                yield new ListType(element);
            }
            case "string" -> string(node, at, wantedName);
            case "integer" -> new Scalar("int32".equals(node.path("format").asText()) ? ScalarKind.INT32 : ScalarKind.INT64);
            case "number" -> new Scalar(ScalarKind.DOUBLE);
            case "boolean" -> new Scalar(ScalarKind.BOOLEAN);
            default -> throw new PayloadProblem(at, "the type \"" + type + "\" is not one a field can have");
        };
    }

    private ObjectType object(JsonNode node, String at, String name, int depth) {
        JsonNode additional = node.get("additionalProperties");
        if (additional != null && !(additional.isBoolean() && !additional.asBoolean())) {
            throw new PayloadProblem(at + "/additionalProperties", "a map of free keys is not supported: every wire"
                    + " here carries named fields (state them in \"properties\")");
        }
        JsonNode properties = node.path("properties");
        if (properties.isEmpty()) {
            throw new PayloadProblem(at, "an object with no \"properties\": a map of free keys is not supported");
        }
        Set<String> required = new HashSet<>();
        node.path("required").forEach(key -> required.add(key.asText()));
        List<String> keys = new ArrayList<>();
        properties.fieldNames().forEachRemaining(keys::add);
        Names.refuseClashes(keys, at + "/properties");
        List<Field> fields = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = properties.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> property = it.next();
            String fieldAt = at + "/properties/" + Pointers.escape(property.getKey());
            String java = Names.javaField(property.getKey(), fieldAt);
            JsonNode schema = property.getValue();
            boolean list = "array".equals(schema.path("type").asText());
            PayloadType type = type(schema, fieldAt, list ? Names.elementTypeFromField(java) : Names.typeFromField(java),
                    depth + 1, false);
            boolean nullable = schema.path("type").isArray();
            fields.add(new Field(property.getKey(), java, Names.protoField(java), type,
                    required.contains(property.getKey()) && !nullable));
        }
        for (String key : required) {
            if (!properties.has(key)) {
                throw new PayloadProblem(at + "/required", "'" + key + "' is required but not among the properties");
            }
        }
        return new ObjectType(new TypeName(name), fields);
    }

    private PayloadType string(JsonNode node, String at, String wantedName) {
        if (node.has("enum")) {
            List<EnumValue> values = new ArrayList<>();
            Names.Scope constants = new Names.Scope(Set.of("UNSPECIFIED"));
            String name = named(node, wantedName);
            for (JsonNode value : node.get("enum")) {
                if (!value.isTextual()) {
                    throw new PayloadProblem(at + "/enum", "an enum of " + value.getNodeType().name().toLowerCase()
                            + " values is not supported: enums of strings are");
                }
                String java = constants.claim(Names.enumConstant(value.asText(), at + "/enum"));
                values.add(new EnumValue(value.asText(), java, Names.protoEnumValue(name, java)));
            }
            if (values.isEmpty()) {
                throw new PayloadProblem(at + "/enum", "an enum with no values");
            }
            return new EnumType(new TypeName(name), values);
        }
        if ("base64".equals(node.path("contentEncoding").asText())) {
            return new Scalar(ScalarKind.BYTES);
        }
        return new Scalar(switch (node.path("format").asText()) {
            case "date" -> ScalarKind.DATE;
            case "date-time" -> ScalarKind.DATE_TIME;
            default -> ScalarKind.STRING;
        });
    }

    private PayloadType referred(String ref, String at, int depth) {
        String prefix = ref.startsWith("#/$defs/") ? "#/$defs/" : ref.startsWith("#/definitions/") ? "#/definitions/"
                : null;
        if (prefix == null) {
            throw new PayloadProblem(at + "/$ref", "'" + ref + "': only references into this schema's $defs or"
                    + " definitions are followed");
        }
        PayloadType known = byRef.get(ref);
        if (known != null) {
            return known;
        }
        if (!resolving.add(ref)) {
            throw new PayloadProblem(at + "/$ref", "'" + ref + "' refers back to itself: recursive types are not"
                    + " supported (a wire's message would have no end to its depth)");
        }
        String defName = ref.substring(prefix.length());
        JsonNode target = root.path(prefix.substring(2, prefix.length() - 1)).path(defName);
        if (target.isMissingNode()) {
            throw new PayloadProblem(at + "/$ref", "'" + ref + "' names nothing in the schema");
        }
        PayloadType type = type(target, ref.substring(1), Names.typeFromField(Names.javaField(defName, at)), depth + 1,
                false);
        resolving.remove(ref);
        byRef.put(ref, type);
        return type;
    }

    private String named(JsonNode node, String wantedName) {
        String title = node.path("title").asText("");
        String wanted = title.matches("[A-Z][A-Za-z0-9]*") ? title : wantedName;
        return typeNames.claim(wanted);
    }

    private static String typeOf(JsonNode node, String at) {
        JsonNode type = node.get("type");
        if (type == null) {
            if (node.has("properties")) {
                return "object";
            }
            if (node.has("enum")) {
                return "string";
            }
            throw new PayloadProblem(at, "no \"type\": every place states its type");
        }
        if (type.isTextual()) {
            return type.asText();
        }
        if (type.isArray() && type.size() == 2 && containsNull(type)) {
            for (JsonNode one : type) {
                if (!"null".equals(one.asText())) {
                    return one.asText();
                }
            }
        }
        throw new PayloadProblem(at + "/type", type + ": a place has one type (or one and \"null\")");
    }

    private static boolean containsNull(JsonNode types) {
        for (JsonNode one : types) {
            if ("null".equals(one.asText())) {
                return true;
            }
        }
        return false;
    }

    private static void refuseUnsupported(JsonNode node, String at) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String keyword = it.next();
            if (!READ_PAST.contains(keyword) && !keyword.startsWith("x-")) {
                throw new PayloadProblem(Pointers.child(at, keyword), "the schema keyword '" + keyword
                        + "' is not supported: " + why(keyword));
            }
        }
    }

    private static String why(String keyword) {
        return switch (keyword) {
            case "oneOf", "anyOf", "allOf", "not", "if", "then", "else" ->
                    "a field has one type on every wire (protobuf's oneof, XML's choice and Java's class differ too much"
                            + " to compare fairly)";
            case "patternProperties", "propertyNames", "unevaluatedProperties", "dependentSchemas",
                    "dependentRequired", "minProperties", "maxProperties" -> "a map of free keys is not typed here";
            case "prefixItems", "contains", "unevaluatedItems" -> "a list holds one element type here";
            case "const" -> "a field with one possible value carries nothing (state its type)";
            default -> "not a keyword this reader knows (extensions may start with x-)";
        };
    }
}
