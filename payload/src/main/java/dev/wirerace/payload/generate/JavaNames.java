package dev.wirerace.payload.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.wirerace.payload.schema.PayloadType;
import dev.wirerace.payload.schema.PayloadType.EnumType;
import dev.wirerace.payload.schema.PayloadType.ListType;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.PayloadType.Scalar;
import java.util.List;

/** The Java type of each payload type: the one place the two generated packages are named. */
final class JavaNames {

    /** The plain Java types every JVM wire carries (Jackson, JAXB, Java serialization, RMI). */
    static final String MODEL_PACKAGE = "dev.wirerace.payload.model";
    /** The protobuf messages protoc makes of payload.proto, and the gRPC wire's converters to and from them. */
    static final String PROTO_PACKAGE = "dev.wirerace.payload.proto";

    private JavaNames() {
    }

    static ClassName model(String simpleName) {
        return ClassName.get(MODEL_PACKAGE, simpleName);
    }

    static ClassName proto(String simpleName) {
        return ClassName.get(PROTO_PACKAGE, simpleName);
    }

    /** A field's Java type: primitive where a value is always there, boxed where it may be absent. */
    static TypeName of(PayloadType type, boolean required) {
        return switch (type) {
            case Scalar scalar -> scalar(scalar.kind(), required);
            case EnumType enumType -> model(enumType.name().java());
            case ObjectType object -> model(object.name().java());
            case ListType list -> ParameterizedTypeName.get(ClassName.get(List.class), of(list.element(), false));
        };
    }

    private static TypeName scalar(PayloadType.ScalarKind kind, boolean required) {
        TypeName type = switch (kind) {
            case STRING -> ClassName.get(String.class);
            case INT32 -> TypeName.INT;
            case INT64 -> TypeName.LONG;
            case DOUBLE -> TypeName.DOUBLE;
            case BOOLEAN -> TypeName.BOOLEAN;
            case DATE -> ClassName.get(java.time.LocalDate.class);
            case DATE_TIME -> ClassName.get(java.time.Instant.class);
            case BYTES -> com.palantir.javapoet.ArrayTypeName.of(TypeName.BYTE);
        };
        return required || !type.isPrimitive() ? type : type.box();
    }

}
