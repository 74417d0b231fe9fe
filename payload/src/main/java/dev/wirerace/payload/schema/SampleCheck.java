package dev.wirerace.payload.schema;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirerace.payload.schema.PayloadType.EnumType;
import dev.wirerace.payload.schema.PayloadType.Field;
import dev.wirerace.payload.schema.PayloadType.ListType;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.PayloadType.Scalar;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Base64;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;

/**
 * Whether a sample fits a schema the user passed: every key known, every required value there, every value of its
 * type (an int32 that fits 32 bits, a date that is a date, an enum's value among its values). The first misfit is
 * refused with its place; a fit returns how many values the document holds.
 */
public final class SampleCheck {

    private SampleCheck() {
    }

    /** The number of values in {@code document} (a list's elements each count), once it fits {@code root}. */
    public static long fits(JsonNode document, ObjectType root) {
        return object(document, root, "");
    }

    private static long object(JsonNode node, ObjectType type, String at) {
        if (!node.isObject()) {
            throw misfit(at, "an object (" + type.name().java() + ")", node);
        }
        Set<String> known = new HashSet<>();
        long values = 0;
        for (Field field : type.fields()) {
            known.add(field.json());
            JsonNode value = node.get(field.json());
            String fieldAt = Pointers.child(at, field.json());
            if (value == null || value.isNull()) {
                if (field.required()) {
                    throw new PayloadProblem(fieldAt, "required by the schema, and " + (value == null ? "absent" : "null"));
                }
                continue;
            }
            values += value(value, field.type(), fieldAt);
        }
        for (Iterator<String> keys = node.fieldNames(); keys.hasNext(); ) {
            String key = keys.next();
            if (!known.contains(key)) {
                throw new PayloadProblem(Pointers.child(at, key), "not in the schema's " + type.name().java());
            }
        }
        return values;
    }

    private static long value(JsonNode node, PayloadType type, String at) {
        return switch (type) {
            case ObjectType object -> object(node, object, at);
            case ListType list -> {
                if (!node.isArray()) {
                    throw misfit(at, "a list", node);
                }
                long values = 0;
                for (int i = 0; i < node.size(); i++) {
                    if (node.get(i).isNull()) {
                        throw new PayloadProblem(Pointers.child(at, i), "a null in a list");
                    }
                    values += value(node.get(i), list.element(), Pointers.child(at, i));
                }
                yield values;
            }
            case EnumType enumType -> {
                if (!node.isTextual() || enumType.values().stream().noneMatch(v -> v.json().equals(node.textValue()))) {
                    throw misfit(at, "one of " + enumType.values().stream().map(PayloadType.EnumValue::json).toList(), node);
                }
                yield 1;
            }
            case Scalar scalar -> {
                if (!fitsScalar(node, scalar.kind())) {
                    throw misfit(at, describe(scalar.kind()), node);
                }
                yield 1;
            }
        };
    }

    private static boolean fitsScalar(JsonNode node, PayloadType.ScalarKind kind) {
        return switch (kind) {
            case STRING -> node.isTextual();
            case INT32 -> node.isIntegralNumber() && node.canConvertToInt();
            case INT64 -> node.isIntegralNumber() && node.canConvertToLong();
            case DOUBLE -> node.isNumber();
            case BOOLEAN -> node.isBoolean();
            case DATE -> node.isTextual() && SampleInference.parses(() -> LocalDate.parse(node.textValue()));
            case DATE_TIME -> node.isTextual() && SampleInference.parses(() -> OffsetDateTime.parse(node.textValue()));
            case BYTES -> node.isTextual() && SampleInference.parses(() -> Base64.getDecoder().decode(node.textValue()));
        };
    }

    private static String describe(PayloadType.ScalarKind kind) {
        return switch (kind) {
            case STRING -> "a string";
            case INT32 -> "an integer of 32 bits";
            case INT64 -> "an integer of 64 bits";
            case DOUBLE -> "a number";
            case BOOLEAN -> "true or false";
            case DATE -> "an ISO date (2026-12-02)";
            case DATE_TIME -> "an ISO date-time with its offset (2026-12-02T10:15:30Z)";
            case BYTES -> "base64 text";
        };
    }

    private static PayloadProblem misfit(String at, String expected, JsonNode found) {
        String shown = found.toString();
        return new PayloadProblem(at, "the schema asks for " + expected + ", the sample has "
                + (shown.length() > 40 ? shown.substring(0, 40) + "..." : shown));
    }
}
