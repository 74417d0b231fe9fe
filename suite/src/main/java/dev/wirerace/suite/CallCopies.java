package dev.wirerace.suite;

import dev.wirerace.engine.Call;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Gives every call code of its own: each copy is a new hidden class made from a template's bytecode, so the
 * JIT profiles and compiles it apart from every other copy, as JMH compiles each benchmark apart.
 *
 * <p>Why: with one class per operation, one {@code addOne} call site served every wire's client, and the JIT
 * compiled it as a call to any of them (the compilation log shows the local client's call not inlined
 * there), in a form that depended on which wires had run before it compiled. A copy sees one client only,
 * the way an application's call site sees the one implementation it calls, so the local wire's figure is
 * the local call's, not the harness's dispatch. Each scenario keeps its copy from its warm-up on (OpenWire),
 * so its rounds measure code already compiled. The loop that makes a group of calls back to back is copied with each call (CallGroup), for the same
 * reason.
 *
 * <p>A native image cannot define classes at run time, and has no JIT to profile with: there the template
 * itself is used.
 */
final class CallCopies {

    private static final Map<Class<?>, byte[]> BYTECODE = new ConcurrentHashMap<>();

    private CallCopies() {
    }

    /**
     * A copy of {@code template}, built with the same arguments as it was, inside a copy of CallGroup of its
     * own. Each template has one constructor, which takes the arguments in this order.
     */
    static Call copyOf(Call template, Object... arguments) {
        if (inNativeImage()) {
            return template;
        }
        Call call = construct(template.getClass(), arguments);
        return construct(CallGroup.class, call);
    }

    /**
     * Asked at each copy, not kept in a static field: a native build may run this class's static initializer
     * while building, where the answer is "buildtime", and the image would then try to define classes.
     */
    private static boolean inNativeImage() {
        return "runtime".equals(System.getProperty("org.graalvm.nativeimage.imagecode"));
    }

    private static Call construct(Class<?> template, Object... arguments) {
        try {
            MethodHandles.Lookup copy = MethodHandles.lookup().defineHiddenClass(bytecode(template), true);
            MethodType constructor = MethodType.methodType(void.class,
                    template.getDeclaredConstructors()[0].getParameterTypes());
            return (Call) copy.findConstructor(copy.lookupClass(), constructor).invokeWithArguments(arguments);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot copy " + template.getSimpleName(), e);
        }
    }

    private static byte[] bytecode(Class<?> template) {
        return BYTECODE.computeIfAbsent(template, t -> {
            try (InputStream in = t.getResourceAsStream(t.getSimpleName() + ".class")) {
                if (in == null) {
                    throw new IllegalStateException("no bytecode for " + t.getName());
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
