package dev.wirerace.payload.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.payload.schema.PayloadType.EnumType;
import dev.wirerace.payload.schema.PayloadType.Field;
import dev.wirerace.payload.schema.PayloadType.ListType;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.PayloadType.Scalar;
import dev.wirerace.payload.schema.PayloadType.ScalarKind;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SampleInferenceTest {

    /** An order of ten lines: numbers of three widths, dates, an enum, an optional field, a nested object. */
    static String order() {
        String lines = IntStream.range(0, 10).mapToObj(i -> "{\"sku\":\"SKU-" + i + "\",\"qty\":" + (i + 1)
                + ",\"price\":" + (i + 0.5) + ",\"status\":\"" + List.of("open", "shipped", "in-transit").get(i % 3)
                + "\"" + (i % 2 == 0 ? ",\"note\":\"gift\"" : "") + "}").collect(Collectors.joining(","));
        return "{\"order-id\":9000000001,\"placed\":\"2026-11-30\",\"paidAt\":\"2026-11-30T10:15:30+01:00\","
                + "\"express\":true,\"customer\":{\"name\":\"Ada\",\"class\":\"gold\",\"1st\":2019},"
                + "\"lines\":[" + lines + "],\"currency\":\"EUR\"}";
    }

    static ObjectType infer(String json) {
        return SampleInference.infer(json.getBytes(StandardCharsets.UTF_8));
    }

    static Field field(ObjectType type, String json) {
        return type.fields().stream().filter(f -> f.json().equals(json)).findFirst().orElseThrow();
    }

    @Test
    void typesTheNumbersDatesAndNesting() {
        ObjectType order = infer(order());
        assertEquals("Document", order.name().java());
        assertEquals(new Scalar(ScalarKind.INT64), field(order, "order-id").type(), "over 32 bits");
        assertEquals(new Scalar(ScalarKind.DATE), field(order, "placed").type());
        assertEquals(new Scalar(ScalarKind.DATE_TIME), field(order, "paidAt").type());
        assertEquals(new Scalar(ScalarKind.BOOLEAN), field(order, "express").type());
        assertEquals(new Scalar(ScalarKind.STRING), field(order, "currency").type(), "one value once: a string");
        ObjectType customer = assertInstanceOf(ObjectType.class, field(order, "customer").type());
        assertEquals("Customer", customer.name().java());
        ObjectType line = assertInstanceOf(ObjectType.class,
                assertInstanceOf(ListType.class, field(order, "lines").type()).element());
        assertEquals("Line", line.name().java());
        assertEquals(new Scalar(ScalarKind.INT32), field(line, "qty").type());
        assertEquals(new Scalar(ScalarKind.DOUBLE), field(line, "price").type());
        assertEquals(new Scalar(ScalarKind.STRING), field(line, "sku").type(), "ten values in ten: not an enum");
    }

    @Test
    void aFewValuesRepeatedAreAnEnum() {
        ObjectType line = (ObjectType) ((ListType) field(infer(order()), "lines").type()).element();
        EnumType status = assertInstanceOf(EnumType.class, field(line, "status").type());
        assertEquals("Status", status.name().java());
        assertEquals(List.of("open", "shipped", "in-transit"), status.values().stream().map(v -> v.json()).toList());
        assertEquals(List.of("OPEN", "SHIPPED", "IN_TRANSIT"), status.values().stream().map(v -> v.javaName()).toList());
        assertEquals("STATUS_IN_TRANSIT", status.values().get(2).protoName());
        ObjectType same = infer("{\"l\":[" + "{\"note\":\"gift\"},".repeat(9) + "{\"note\":\"gift\"}]}");
        ObjectType element = (ObjectType) ((ListType) field(same, "l").type()).element();
        assertEquals(new Scalar(ScalarKind.STRING), field(element, "note").type(), "one value, however often: a string");
    }

    @Test
    void aFieldAbsentOrNullSomewhereIsOptional() {
        ObjectType order = infer(order());
        ObjectType line = (ObjectType) ((ListType) field(order, "lines").type()).element();
        assertFalse(field(line, "note").required(), "in half the lines");
        assertTrue(field(line, "qty").required());
        ObjectType withNull = infer("{\"points\":[{\"v\":1,\"unit\":null},{\"v\":2,\"unit\":\"ms\"}]}");
        ObjectType point = (ObjectType) ((ListType) field(withNull, "points").type()).element();
        assertFalse(field(point, "unit").required());
        assertEquals(new Scalar(ScalarKind.STRING), field(point, "unit").type());
    }

    @Test
    void numbersWidenAcrossALongList() {
        ObjectType batch = infer("{\"values\":[1, 2, 3000000000, 4.5]}");
        assertEquals(new ListType(new Scalar(ScalarKind.DOUBLE)), field(batch, "values").type());
        assertEquals(new ListType(new Scalar(ScalarKind.INT64)), field(infer("{\"v\":[1,3000000000]}"), "v").type());
    }

    @Test
    void keysThatAreNotIdentifiersAreMapped() {
        ObjectType order = infer(order());
        assertEquals("orderId", field(order, "order-id").javaName());
        assertEquals("order_id", field(order, "order-id").protoName());
        assertEquals("paid_at", field(order, "paidAt").protoName());
        ObjectType customer = (ObjectType) field(order, "customer").type();
        assertEquals("classValue", field(customer, "class").javaName());
        assertEquals("f1st", field(customer, "1st").javaName());
        assertEquals("defaultValue", field(infer("{\"default\":1}"), "default").javaName());
    }

    @Test
    void nestedTypesOfOneNameAreTold() {
        ObjectType doc = infer("{\"a\":{\"item\":{\"x\":1}},\"b\":{\"item\":{\"y\":\"z\"}},\"document\":{\"q\":true}}");
        ObjectType a = (ObjectType) field(doc, "a").type();
        ObjectType b = (ObjectType) field(doc, "b").type();
        assertEquals("Item", ((ObjectType) field(a, "item").type()).name().java());
        assertEquals("Item2", ((ObjectType) field(b, "item").type()).name().java());
        assertEquals("DocumentType", ((ObjectType) field(doc, "document").type()).name().java(),
                "Document is the root's");
    }

    @Test
    void refusesWhatCannotBeTyped() {
        assertRefused("{\"a\": 1,", "", "not JSON at line 1");
        assertRefused("", "", "empty");
        assertRefused("[1,2]", "", "the root is a list");
        assertRefused("{\"items\":[]}", "/items", "an empty list (in every place it occurs): no element type");
        assertRefused("{\"rows\":[{\"v\":1},{\"v\":\"x\"}]}", "/rows/1/v", "a string where /rows/0/v held a number");
        assertRefused("{\"mixed\":[1,\"two\"]}", "/mixed/1", "a string where /mixed/0 held a number");
        assertRefused("{\"gone\":null}", "/gone", "only ever null");
        assertRefused("{\"order-id\":1,\"orderId\":2}", "", "'order-id' and 'orderId' both map to the Java name 'orderId'");
        assertRefused("{\"--\":1}", "/--", "no letter or digit");
        assertRefused("{\"l\":[1,null]}", "/l/1", "a null in a list");
        assertRefused("{\"a\":{\"a\":\"b\",\"a\":\"c\"}}", "", "Duplicate field 'a'");
        String deep = "{\"n\":".repeat(PayloadLimits.MOST_DEPTH + 1) + "1" + "}".repeat(PayloadLimits.MOST_DEPTH + 1);
        PayloadProblem tooDeep = assertThrows(PayloadProblem.class, () -> infer(deep));
        assertTrue(tooDeep.getMessage().contains("nested deeper than 32 levels"), tooDeep.getMessage());
        assertEquals(("/n").repeat(PayloadLimits.MOST_DEPTH + 1), tooDeep.pointer());
        byte[] large = new byte[(int) PayloadLimits.MOST_BYTES + 1];
        PayloadProblem tooLarge = assertThrows(PayloadProblem.class, () -> SampleInference.infer(large));
        assertTrue(tooLarge.getMessage().contains("over the 16777216 bytes (16 MiB)"), tooLarge.getMessage());
    }

    @Test
    void twelveLevelsDeepIsTyped() {
        String deep = "{\"level\":".repeat(12) + "{\"leaf\":1}" + "}".repeat(12);
        PayloadType type = infer(deep);
        for (int i = 0; i < 12; i++) {
            type = ((ObjectType) type).fields().getFirst().type();
        }
        assertEquals(new Scalar(ScalarKind.INT32), ((ObjectType) type).fields().getFirst().type());
    }

    static void assertRefused(String json, String pointer, String words) {
        PayloadProblem problem = assertThrows(PayloadProblem.class, () -> infer(json), json);
        assertEquals(pointer, problem.pointer(), problem.getMessage());
        assertTrue(problem.getMessage().contains(words), problem.getMessage());
    }
}
