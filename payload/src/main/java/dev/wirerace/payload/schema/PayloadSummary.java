package dev.wirerace.payload.schema;

import dev.wirerace.payload.schema.PayloadType.EnumType;
import dev.wirerace.payload.schema.PayloadType.Field;
import dev.wirerace.payload.schema.PayloadType.ListType;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a user should check in the types read from their payload, each at its place ({@code *} for every element of
 * a list): the keys renamed for Java and protobuf, the enums, the optional fields, and the named types.
 *
 * @param renamed "/order-id: orderId (proto order_id)"
 * @param enums "/lines/&#42;/status: Status (open, shipped, in-transit)"
 * @param optional places a document may leave out
 * @param types every object and enum type, the root first
 */
public record PayloadSummary(List<String> renamed, List<String> enums, List<String> optional, List<String> types) {

    public static PayloadSummary of(ObjectType root) {
        PayloadSummary summary = new PayloadSummary(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                new ArrayList<>());
        Set<String> types = new LinkedHashSet<>();
        summary.walk(root, "", types);
        summary.types.addAll(types);
        return summary;
    }

    private void walk(PayloadType type, String at, Set<String> types) {
        switch (type) {
            case ObjectType object -> {
                if (!types.add(object.name().java()) && !at.isEmpty()) {
                    // a type used again: its fields were listed where it was first met
                    return;
                }
                for (Field field : object.fields()) {
                    String fieldAt = Pointers.child(at, field.json());
                    if (!field.json().equals(field.javaName())) {
                        renamed.add(fieldAt + ": " + field.javaName() + " (proto " + field.protoName() + ")");
                    }
                    if (!field.required()) {
                        optional.add(fieldAt);
                    }
                    walk(field.type(), fieldAt, types);
                }
            }
            case ListType list -> walk(list.element(), at + "/*", types);
            case EnumType enumType -> {
                types.add(enumType.name().java());
                enums.add(at + ": " + enumType.name().java() + " (" + String.join(", ", enumType.values().stream()
                        .map(PayloadType.EnumValue::json).toList()) + ")");
            }
            case PayloadType.Scalar scalar -> {
            }
        }
    }
}
