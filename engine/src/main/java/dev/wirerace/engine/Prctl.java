package dev.wirerace.engine;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * Linux's {@code prctl} through the JDK's foreign-function API (Java has no call for it). Only ever loaded by
 * {@link TimerSlack}, by a name built at run time, on a JVM: see there why.
 */
final class Prctl implements TimerSlack.Call {

    private final MethodHandle prctl;

    /** @throws IllegalStateException where the C library has no prctl */
    Prctl() {
        Linker linker = Linker.nativeLinker();
        prctl = linker.defaultLookup().find("prctl").map(address -> linker.downcallHandle(address,
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG,
                        ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG)))
                .orElseThrow(() -> new IllegalStateException("no prctl in the C library"));
    }

    @Override
    public int call(int option, long argument) throws Throwable {
        return (int) prctl.invokeExact(option, argument, 0L, 0L, 0L);
    }
}
