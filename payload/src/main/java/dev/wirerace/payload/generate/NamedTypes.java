package dev.wirerace.payload.generate;

import dev.wirerace.payload.schema.PayloadType;
import dev.wirerace.payload.schema.PayloadType.EnumType;
import dev.wirerace.payload.schema.PayloadType.ListType;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Every object and enum type of a payload, each once, the root first: what becomes a class, a message, an enum. */
final class NamedTypes {

    private NamedTypes() {
    }

    static List<PayloadType> of(ObjectType root) {
        Map<String, PayloadType> byName = new LinkedHashMap<>();
        walk(root, byName);
        return new ArrayList<>(byName.values());
    }

    private static void walk(PayloadType type, Map<String, PayloadType> byName) {
        switch (type) {
            case ObjectType object -> {
                if (byName.putIfAbsent(object.name().java(), object) == null) {
                    object.fields().forEach(field -> walk(field.type(), byName));
                }
            }
            case EnumType enumType -> byName.putIfAbsent(enumType.name().java(), enumType);
            case ListType list -> walk(list.element(), byName);
            case PayloadType.Scalar scalar -> {
            }
        }
    }
}
