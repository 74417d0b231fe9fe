package dev.wirerace.payload.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import java.time.Instant;
import java.time.LocalDate;
import javax.lang.model.element.Modifier;

/** JAXB's two missing date types, as the XML Schema dates SOAP carries (xs:date, xs:dateTime in UTC). */
final class XmlAdapters {

    private static final ClassName XML_ADAPTER = ClassName.get("jakarta.xml.bind.annotation.adapters", "XmlAdapter");

    private XmlAdapters() {
    }

    static TypeSpec localDate(ClassName name) {
        return adapter(name, LocalDate.class, "$T.parse(text)", "value.toString()");
    }

    static TypeSpec instant(ClassName name) {
        return adapter(name, Instant.class, "$T.parse(text).toInstant()", "value.toString()");
    }

    /** @param parse reads {@code text}, with one $T: the parsing type (OffsetDateTime takes any offset SOAP may send) */
    private static TypeSpec adapter(ClassName name, Class<?> type, String parse, String print) {
        return TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC)
                .superclass(ParameterizedTypeName.get(XML_ADAPTER, ClassName.get(String.class), ClassName.get(type)))
                .addMethod(MethodSpec.methodBuilder("unmarshal").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC).returns(type).addParameter(String.class, "text")
                        .addStatement("return text == null ? null : " + parse,
                                type == Instant.class ? java.time.OffsetDateTime.class : type).build())
                .addMethod(MethodSpec.methodBuilder("marshal").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC).returns(String.class).addParameter(type, "value")
                        .addStatement("return value == null ? null : " + print).build())
                .build();
    }
}
