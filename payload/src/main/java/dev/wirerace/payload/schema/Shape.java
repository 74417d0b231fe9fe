package dev.wirerace.payload.schema;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a sample showed at one place, gathered over every value seen there (every element of a list): the kind,
 * whether it was ever null or absent, an object's fields and how often each was there, a list's element, a
 * string's values (to tell an enum). Merged value by value; a place seen with two kinds that no one type holds is
 * refused where the second was found.
 */
final class Shape {

    enum Kind {
        /** Only null so far. */
        NULL,
        /** An element of lists that were all empty so far. */
        NOTHING,
        STRING, DATE, DATE_TIME, INT32, INT64, DOUBLE, BOOLEAN, OBJECT, LIST;

        boolean number() {
            return this == INT32 || this == INT64 || this == DOUBLE;
        }

        boolean text() {
            return this == STRING || this == DATE || this == DATE_TIME;
        }
    }

    /** The most distinct values kept per string place: an enum has fewer. */
    static final int MOST_VALUES = 64;

    Kind kind;
    /** Where this place was first seen with its kind (a refusal names both places). */
    String firstAt;
    boolean sawNull;
    /** Times a value (not null) was seen here. */
    int seen;
    final Map<String, Shape> fields = new LinkedHashMap<>();
    /** For each field, in how many of the objects seen here it held a value. */
    final Map<String, Integer> fieldPresent = new LinkedHashMap<>();
    Shape element;
    /** A string place's distinct values and their counts, up to MOST_VALUES; null once there were more. */
    Map<String, Integer> values = new LinkedHashMap<>();

    Shape(Kind kind, String firstAt) {
        this.kind = kind;
        this.firstAt = firstAt;
    }

    /** Takes in another value's shape seen at {@code at}. */
    void merge(Shape other, String at) {
        sawNull |= other.sawNull;
        if (other.kind == Kind.NULL || other.kind == Kind.NOTHING) {
            return;
        }
        if (kind == Kind.NULL || kind == Kind.NOTHING) {
            adopt(other);
            return;
        }
        seen += other.seen;
        if (kind.number() && other.kind.number()) {
            kind = widerNumber(kind, other.kind);
        } else if (kind.text() && other.kind.text()) {
            kind = kind == other.kind ? kind : Kind.STRING;
            mergeValues(other);
        } else if (kind == other.kind && kind == Kind.OBJECT) {
            mergeFields(other, at);
        } else if (kind == other.kind && kind == Kind.LIST) {
            element.merge(other.element, at);
        } else if (kind != other.kind) {
            throw new PayloadProblem(at, "a " + describe(other.kind) + " where " + firstAt + " held a " + describe(kind)
                    + ": a place holds one type in every document (mixed types are not typed)");
        }
    }

    private void adopt(Shape other) {
        kind = other.kind;
        firstAt = other.firstAt;
        seen = other.seen;
        fields.putAll(other.fields);
        fieldPresent.putAll(other.fieldPresent);
        element = other.element;
        values = other.values;
    }

    private void mergeFields(Shape other, String at) {
        other.fields.forEach((key, shape) -> {
            Shape mine = fields.get(key);
            if (mine == null) {
                fields.put(key, shape);
            } else {
                mine.merge(shape, Pointers.child(at, key));
            }
        });
        other.fieldPresent.forEach((key, count) -> fieldPresent.merge(key, count, Integer::sum));
    }

    private void mergeValues(Shape other) {
        if (values == null || other.values == null) {
            values = null;
            return;
        }
        other.values.forEach((value, count) -> values.merge(value, count, Integer::sum));
        if (values.size() > MOST_VALUES) {
            values = null;
        }
    }

    private static Kind widerNumber(Kind a, Kind b) {
        if (a == Kind.DOUBLE || b == Kind.DOUBLE) {
            return Kind.DOUBLE;
        }
        return a == Kind.INT64 || b == Kind.INT64 ? Kind.INT64 : Kind.INT32;
    }

    static String describe(Kind kind) {
        return switch (kind) {
            case NULL -> "null";
            case NOTHING -> "empty list";
            case STRING, DATE, DATE_TIME -> "string";
            case INT32, INT64, DOUBLE -> "number";
            case BOOLEAN -> "boolean";
            case OBJECT -> "object";
            case LIST -> "list";
        };
    }
}
