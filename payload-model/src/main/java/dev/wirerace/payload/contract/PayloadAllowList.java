package dev.wirerace.payload.contract;

import java.io.ObjectInputFilter;

/**
 * The JEP 290 allow-list of the Java-deserializing wires (serialized HTTP, RMI) for a payload: its generated types,
 * the receipt, and the JDK types they hold; any other class is refused before an object of it is built. The limits
 * follow the payload's: a document nested as deep as PayloadLimits allows (each level an object and, for a list, its
 * backing array) and as large, not the built-in calls' depth of 8.
 */
public final class PayloadAllowList {

    /** SerialClasses' pattern, a compile-time constant: the generator is not carried into the services. */
    public static final String PATTERN = dev.wirerace.payload.generate.SerialClasses.PATTERN;

    public static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(PATTERN);

    private PayloadAllowList() {
    }
}
