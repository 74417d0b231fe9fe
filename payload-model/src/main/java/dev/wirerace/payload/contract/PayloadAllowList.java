package dev.wirerace.payload.contract;

import java.io.ObjectInputFilter;

/**
 * The JEP 290 allow-list of the Java-deserializing wires (serialized HTTP, RMI) for a payload: its generated types,
 * the receipt, and the JDK types they hold; any other class is refused before an object of it is built. The limits
 * follow the payload's: a document nested as deep as PayloadLimits allows (each level an object and, for a list, its
 * backing array) and as large, not the built-in calls' depth of 8.
 */
public final class PayloadAllowList {

    public static final String PATTERN = "maxdepth=72;maxrefs=4000000;maxarray=4000000;maxbytes=33554432;"
            + "java.lang.Object;java.lang.Number;java.lang.Integer;java.lang.Long;java.lang.Double;java.lang.Boolean;"
            + "java.lang.String;java.lang.Enum;[B;java.util.ArrayList;java.time.Ser;"
            + "dev.wirerace.payload.model.*;dev.wirerace.payload.contract.Receipt;!*";

    public static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(PATTERN);

    private PayloadAllowList() {
    }
}
