import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.List;

/**
 * Feeds "native-image --version" (stdout and stderr merged, as Quarkus' NativeImageBuildRunner
 * reads it) to Quarkus' own parser, io.quarkus.deployment.pkg.steps.GraalVM.Version.of.
 * Optionally also checks the builder-side parser (io.quarkus.runtime.graal.GraalVM.Version.getCurrent)
 * with the vendor version the driver passes as -Dorg.graalvm.vendorversion.
 * Usage: java -cp <quarkus-core-deployment.jar>:<quarkus-core.jar>:... QuarkusVersionCheck <native-image> [vendor version]
 */
public class QuarkusVersionCheck {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder(args[0], "--version").redirectErrorStream(true).start();
        List<String> lines = new String(p.getInputStream().readAllBytes()).lines().toList();
        p.waitFor();
        Class<?> version = Class.forName("io.quarkus.deployment.pkg.steps.GraalVM$Version");
        Method of = version.getDeclaredMethod("of", java.util.stream.Stream.class);
        of.setAccessible(true);
        Object v = of.invoke(null, lines.stream());
        System.out.println("parsed: " + v);
        for (String name : new String[]{"isObsolete", "getVersionAsString"}) {
            Method m = findMethod(version, name);
            m.setAccessible(true);
            System.out.println(name + ": " + m.invoke(v));
        }
        for (String name : new String[]{"javaVersion", "distribution"}) {
            Field f = findField(version, name);
            f.setAccessible(true);
            System.out.println(name + ": " + f.get(v));
        }
        Object current = version.getField("CURRENT").get(null);
        Method compare = version.getMethod("compareTo", version);
        System.out.println("compareTo(CURRENT=" + findMethod(version, "getVersionAsString").invoke(current) + "): " + compare.invoke(v, current));

        /* Build-time side: Quarkus features in the builder parse -Dorg.graalvm.vendorversion. */
        if (args.length > 1) {
            System.setProperty("org.graalvm.vendorversion", args[1]);
            Object runtime = Class.forName("io.quarkus.runtime.graal.GraalVM$Version").getMethod("getCurrent").invoke(null);
            System.out.println("GraalVM.Version.getCurrent() for '" + args[1] + "': " + runtime);
        }
    }

    static Method findMethod(Class<?> c, String name) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Method m : k.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.getParameterCount() == 0) {
                    m.setAccessible(true);
                    return m;
                }
            }
        }
        throw new IllegalArgumentException(name);
    }

    static Field findField(Class<?> c, String name) throws NoSuchFieldException {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                return k.getDeclaredField(name);
            } catch (NoSuchFieldException e) {
                // look in the superclass
            }
        }
        throw new NoSuchFieldException(name);
    }
}
