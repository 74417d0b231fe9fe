package dev.wirerace.payload.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * How a document's keys and enum values become names in Java and protobuf: camel case for Java fields
 * ({@code order-id} to {@code orderId}), snake case for proto fields ({@code order_id}), a leading letter where a key
 * starts with a digit ({@code 1st} to {@code f1st}), and {@code Value} after a Java keyword ({@code class} to
 * {@code classValue}). Two keys of one object that map to one name are refused, naming both.
 */
public final class Names {

    private static final Pattern PARTS = Pattern.compile("[^A-Za-z0-9]+");
    private static final Pattern CAMEL_BOUNDARY = Pattern.compile("(?<=[a-z0-9])(?=[A-Z])");

    /** Java's keywords and literals, and names a generated class already uses. */
    private static final Set<String> JAVA_RESERVED = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "var", "yield", "record", "sealed", "permits",
            "serialVersionUID");

    /** Type names the generated code or the wires' contracts take, and java.lang's. */
    static final Set<String> RESERVED_TYPES = Set.of("Document", "FetchRequest", "StoreReply", "PayloadWire",
            "String", "Object", "Integer", "Long", "Double", "Boolean", "Byte", "Character", "Short", "Float",
            "List", "Map", "Instant", "LocalDate", "Override", "Class", "Enum", "Record", "System", "Math", "Thread",
            "Exception", "Error", "Void", "Number", "Iterable", "Timestamp", "Date");

    private Names() {
    }

    /** The Java field name of a key; the pointer names the key in a refusal. */
    public static String javaField(String key, String pointer) {
        List<String> words = words(key, pointer);
        StringBuilder name = new StringBuilder(words.getFirst().toLowerCase(Locale.ROOT));
        for (String word : words.subList(1, words.size())) {
            name.append(capitalise(word.toLowerCase(Locale.ROOT)));
        }
        if (Character.isDigit(name.charAt(0))) {
            name.insert(0, 'f');
        }
        String java = name.toString();
        return JAVA_RESERVED.contains(java) ? java + "Value" : java;
    }

    /** The proto field name of a Java field name: lower snake case. */
    public static String protoField(String javaField) {
        return CAMEL_BOUNDARY.matcher(javaField).replaceAll("_").toLowerCase(Locale.ROOT);
    }

    /** A type's name from the field that holds it: {@code shippingAddress} to {@code ShippingAddress}. */
    public static String typeFromField(String javaField) {
        return capitalise(javaField);
    }

    /** A list element's type name from the list's field: {@code lines} to {@code Line}, {@code data} to {@code DataItem}. */
    public static String elementTypeFromField(String javaField) {
        String type = capitalise(javaField);
        if (type.length() > 3 && type.endsWith("s") && !type.endsWith("ss")) {
            return type.substring(0, type.length() - 1);
        }
        return type + "Item";
    }

    /** A Java enum constant of a JSON value: {@code in-transit} to {@code IN_TRANSIT}, {@code 1st} to {@code V1ST}. */
    public static String enumConstant(String value, String pointer) {
        String constant = String.join("_", words(value, pointer)).toUpperCase(Locale.ROOT);
        return Character.isDigit(constant.charAt(0)) ? "V" + constant : constant;
    }

    /** A proto enum value: the enum's name in upper snake case before the constant, as proto's scoping asks. */
    public static String protoEnumValue(String enumType, String javaConstant) {
        return protoField(enumType).toUpperCase(Locale.ROOT) + "_" + javaConstant;
    }

    /**
     * Names distinct within one scope, in order: a name taken already gets 2, 3, ... after it; {@code reserved}
     * names are never given out as they are.
     */
    public static final class Scope {
        private final Map<String, Integer> taken = new HashMap<>();
        private final Set<String> reserved;

        public Scope(Set<String> reserved) {
            this.reserved = reserved;
        }

        public String claim(String wanted) {
            String base = reserved.contains(wanted) ? wanted + "Type" : wanted;
            int seen = taken.merge(base, 1, Integer::sum);
            return seen == 1 ? base : base + seen;
        }
    }

    /**
     * Checks that no two keys of one object map to one Java name.
     *
     * @param keys the object's keys, in order; {@code pointer} is the object's
     */
    static void refuseClashes(List<String> keys, String pointer) {
        Map<String, String> byName = new HashMap<>();
        for (String key : keys) {
            String name = javaField(key, pointer + "/" + Pointers.escape(key));
            String other = byName.putIfAbsent(name, key);
            if (other != null) {
                throw new PayloadProblem(pointer, "the keys '" + other + "' and '" + key + "' both map to the Java name '"
                        + name + "': rename one");
            }
        }
    }

    private static List<String> words(String key, String pointer) {
        List<String> words = new ArrayList<>();
        for (String part : PARTS.split(key)) {
            for (String word : CAMEL_BOUNDARY.split(part)) {
                if (!word.isEmpty()) {
                    words.add(word);
                }
            }
        }
        if (words.isEmpty()) {
            throw new PayloadProblem(pointer, "'" + key + "' has no letter or digit to make a name of");
        }
        return words;
    }

    /** {@code orderId} to {@code OrderId}: a getter's and setter's stem, a type's name. */
    public static String capitalise(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
