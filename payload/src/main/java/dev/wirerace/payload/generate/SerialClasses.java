package dev.wirerace.payload.generate;

/**
 * The JEP 290 pattern of the Java-deserializing wires for a generated payload (payload-model's PayloadAllowList
 * names it): every class a generated document holds, the receipt, and the JDK types behind them, each named; any
 * other class is refused. Kept beside the generator, which chooses those types, so that its tests hold every kind
 * of value to it. The limits follow PayloadLimits': a document nested 32 deep (each level an object and, for a
 * list, its backing array) and as large, not the built-in calls' depth of 8. A java.time value is written as a
 * java.time.Ser and checked again as the LocalDate or Instant it resolves to.
 */
public final class SerialClasses {

    public static final String PATTERN = "maxdepth=72;maxrefs=4000000;maxarray=4000000;maxbytes=33554432;"
            + "java.lang.Object;java.lang.Number;java.lang.Integer;java.lang.Long;java.lang.Double;java.lang.Boolean;"
            + "java.lang.String;java.lang.Enum;[B;java.util.ArrayList;java.time.Ser;java.time.LocalDate;java.time.Instant;"
            + "dev.wirerace.payload.model.*;dev.wirerace.payload.contract.Receipt;!*";

    private SerialClasses() {
    }
}
