package dev.wirerace.payload.schema;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wirerace.payload.schema.PayloadType.EnumType;
import dev.wirerace.payload.schema.PayloadType.EnumValue;
import dev.wirerace.payload.schema.PayloadType.Field;
import dev.wirerace.payload.schema.PayloadType.ListType;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.PayloadType.Scalar;
import dev.wirerace.payload.schema.PayloadType.ScalarKind;
import dev.wirerace.payload.schema.PayloadType.TypeName;
import java.io.IOException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The types a sample document shows: integers that fit 32 bits or need 64, decimals, ISO dates and date-times,
 * strings with a few values repeated over many places (an enum), fields absent or null somewhere (optional),
 * objects and lists of them merged element by element. What cannot be typed is refused, naming its place: a file
 * that is not JSON, a root that is not an object, an empty list, a place only ever null, a list mixing types, keys
 * that map to one name, nesting deeper than PayloadLimits.MOST_DEPTH, a document over PayloadLimits.MOST_BYTES.
 */
public final class SampleInference {

    /** A string place is an enum when its values repeat: at least this many seen, at least two distinct... */
    static final int ENUM_LEAST_SEEN = 8;
    /** ... with at most this many distinct values, each an identifier-like word. */
    static final int ENUM_MOST_VALUES = 12;
    private static final Pattern ENUM_WORD = Pattern.compile("[A-Za-z][A-Za-z0-9_ -]{0,40}");
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern DATE_TIME = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}.*");

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .build();

    private SampleInference() {
    }

    /** The document's root type, named {@code Document}. */
    public static ObjectType infer(byte[] document) {
        return infer(parse(document));
    }

    /** The same from a parsed document. */
    public static ObjectType infer(JsonNode document) {
        if (!document.isObject()) {
            throw new PayloadProblem("", "the root is " + (document.isArray() ? "a list" : "not an object")
                    + ": a payload is one object (put a list in a field of it)");
        }
        Shape shape = shapeOf(document, "", 0);
        return (ObjectType) new Typing().type(shape, "", "Document", true);
    }

    /** A sample's bytes as JSON, or a refusal that says where it stopped being JSON. */
    public static JsonNode parse(byte[] document) {
        if (document.length > PayloadLimits.MOST_BYTES) {
            throw new PayloadProblem("", document.length + " bytes, over the " + PayloadLimits.MOST_BYTES
                    + " bytes (16 MiB) a payload may have");
        }
        try {
            JsonNode node = JSON.readTree(document);
            if (node == null || node.isMissingNode()) {
                throw new PayloadProblem("", "empty: no JSON in it");
            }
            return node;
        } catch (JsonParseException bad) {
            String where = bad.getLocation() == null ? "" : " at line " + bad.getLocation().getLineNr() + ", column "
                    + bad.getLocation().getColumnNr();
            throw new PayloadProblem("", "not JSON" + where + ": " + bad.getOriginalMessage());
        } catch (IOException bad) {
            throw new PayloadProblem("", "not readable as JSON: " + bad.getMessage());
        }
    }

    private static Shape shapeOf(JsonNode node, String at, int depth) {
        if (depth > PayloadLimits.MOST_DEPTH) {
            throw new PayloadProblem(at, "nested deeper than " + PayloadLimits.MOST_DEPTH + " levels");
        }
        if (node.isNull()) {
            Shape shape = new Shape(Shape.Kind.NULL, at);
            shape.sawNull = true;
            return shape;
        }
        Shape shape = new Shape(kindOf(node), at);
        shape.seen = 1;
        switch (shape.kind) {
            case OBJECT -> {
                List<String> keys = new ArrayList<>();
                node.fieldNames().forEachRemaining(keys::add);
                Names.refuseClashes(keys, at);
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> field = it.next();
                    String fieldAt = Pointers.child(at, field.getKey());
                    shape.fields.put(field.getKey(), shapeOf(field.getValue(), fieldAt, depth + 1));
                    shape.fieldPresent.put(field.getKey(), field.getValue().isNull() ? 0 : 1);
                }
            }
            case LIST -> {
                shape.element = new Shape(Shape.Kind.NOTHING, Pointers.child(at, 0));
                for (int i = 0; i < node.size(); i++) {
                    String elementAt = Pointers.child(at, i);
                    if (node.get(i).isNull()) {
                        throw new PayloadProblem(elementAt, "a null in a list: a list's elements are values");
                    }
                    shape.element.merge(shapeOf(node.get(i), elementAt, depth + 1), elementAt);
                }
            }
            case STRING, DATE, DATE_TIME -> shape.values.put(node.textValue(), 1);
            default -> {
            }
        }
        return shape;
    }

    private static Shape.Kind kindOf(JsonNode node) {
        if (node.isObject()) {
            return Shape.Kind.OBJECT;
        }
        if (node.isArray()) {
            return Shape.Kind.LIST;
        }
        if (node.isBoolean()) {
            return Shape.Kind.BOOLEAN;
        }
        if (node.isIntegralNumber()) {
            return node.canConvertToInt() ? Shape.Kind.INT32 : node.canConvertToLong() ? Shape.Kind.INT64
                    : Shape.Kind.DOUBLE;
        }
        if (node.isNumber()) {
            return Shape.Kind.DOUBLE;
        }
        String text = node.textValue();
        if (DATE.matcher(text).matches() && parses(() -> LocalDate.parse(text))) {
            return Shape.Kind.DATE;
        }
        if (DATE_TIME.matcher(text).matches() && parses(() -> OffsetDateTime.parse(text))) {
            return Shape.Kind.DATE_TIME;
        }
        return Shape.Kind.STRING;
    }

    /** Whether {@code parse} reads its text (a date, a date-time, base64), for the inference and the check alike. */
    static boolean parses(Runnable parse) {
        try {
            parse.run();
            return true;
        } catch (DateTimeParseException | IllegalArgumentException notOne) {
            return false;
        }
    }

    /** From shapes to types, naming each object and enum type once. */
    private static final class Typing {
        private final Names.Scope typeNames = new Names.Scope(Names.RESERVED_TYPES);

        PayloadType type(Shape shape, String at, String wantedName, boolean root) {
            return switch (shape.kind) {
                case NULL -> throw new PayloadProblem(shape.firstAt, "only ever null: no type to give it (put a"
                        + " value in the sample, or state the type in a schema)");
                case NOTHING -> throw new PayloadProblem(shape.firstAt, "an empty list: no element type (put one"
                        + " element in the sample, or state the type in a schema)");
                case OBJECT -> object(shape, root ? "Document" : typeNames.claim(wantedName));
                case LIST -> {
                    if (shape.element.kind == Shape.Kind.LIST) {
                        throw new PayloadProblem(shape.element.firstAt, ListsOfLists.WHY);
                    }
                    if (shape.element.kind == Shape.Kind.NOTHING) {
                        throw new PayloadProblem(shape.firstAt, "an empty list (in every place it occurs): no element"
                                + " type (put one element in the sample, or state the type in a schema)");
                    }
                    yield new ListType(type(shape.element, shape.element.firstAt, wantedName, false));
                }
                case STRING -> enumOr(shape, wantedName);
                case DATE -> new Scalar(ScalarKind.DATE);
                case DATE_TIME -> new Scalar(ScalarKind.DATE_TIME);
                case INT32 -> new Scalar(ScalarKind.INT32);
                case INT64 -> new Scalar(ScalarKind.INT64);
                case DOUBLE -> new Scalar(ScalarKind.DOUBLE);
                case BOOLEAN -> new Scalar(ScalarKind.BOOLEAN);
            };
        }

        private ObjectType object(Shape shape, String name) {
            List<Field> fields = new ArrayList<>();
            shape.fields.forEach((key, fieldShape) -> {
                String fieldAt = fieldShape.firstAt;
                String java = Names.javaField(key, fieldAt);
                boolean list = fieldShape.kind == Shape.Kind.LIST;
                String typeName = list ? Names.elementTypeFromField(java) : Names.typeFromField(java);
                PayloadType type = type(fieldShape, fieldAt, typeName, false);
                boolean required = shape.fieldPresent.getOrDefault(key, 0) == shape.seen && !fieldShape.sawNull;
                fields.add(new Field(key, java, Names.protoField(java), type, required));
            });
            if (fields.isEmpty()) {
                throw new PayloadProblem(shape.firstAt, "an object with no fields: nothing to type");
            }
            return new ObjectType(new TypeName(name), fields);
        }

        private PayloadType enumOr(Shape shape, String wantedName) {
            Map<String, Integer> values = shape.values;
            if (values == null || shape.seen < ENUM_LEAST_SEEN || values.size() < 2 || values.size() > ENUM_MOST_VALUES
                    || values.size() * 2 > shape.seen
                    || !values.keySet().stream().allMatch(value -> ENUM_WORD.matcher(value).matches())) {
                return new Scalar(ScalarKind.STRING);
            }
            String name = typeNames.claim(wantedName);
            List<EnumValue> constants = new ArrayList<>();
            Names.Scope scope = new Names.Scope(java.util.Set.of("UNSPECIFIED"));
            for (String value : values.keySet()) {
                String java = scope.claim(Names.enumConstant(value, shape.firstAt));
                constants.add(new EnumValue(value, java, Names.protoEnumValue(name, java)));
            }
            return new EnumType(new TypeName(name), constants);
        }
    }
}
