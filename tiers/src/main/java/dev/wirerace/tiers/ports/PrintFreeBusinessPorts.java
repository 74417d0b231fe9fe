package dev.wirerace.tiers.ports;

import java.io.IOException;

/**
 * Prints the business-service's {@code -D} options for free loopback ports, one per line, for a script that
 * starts the service itself ({@code native-build/server-cost.sh}): the ports, their settings and how a free
 * one is chosen stay in {@link BusinessPorts} and {@link FreePorts} only.
 */
public final class PrintFreeBusinessPorts {

    private PrintFreeBusinessPorts() {
    }

    public static void main(String[] args) throws IOException {
        BusinessPorts.free(new FreePorts()).serviceOptions().forEach(System.out::println);
    }
}
