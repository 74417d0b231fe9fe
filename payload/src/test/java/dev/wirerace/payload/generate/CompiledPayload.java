package dev.wirerace.payload.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.payload.schema.PayloadType.ObjectType;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * A payload's generated sources, compiled here as the payload-model build compiles them: protoc (the one the build
 * copies next to the tests) makes the messages of payload.proto, javac compiles them with the Java types, the facts
 * and the converters, and the classes are loaded for the test to use through reflection.
 */
final class CompiledPayload implements AutoCloseable {

    /** Where the build copies protoc (maven-dependency-plugin, generate-test-resources). */
    static final Path PROTOC = Path.of("target", "protoc", "protoc");

    static {
        // the copy the build makes does not keep the executable bit
        PROTOC.toFile().setExecutable(true);
    }

    private final URLClassLoader loader;

    private CompiledPayload(URLClassLoader loader) {
        this.loader = loader;
    }

    static CompiledPayload of(ObjectType root, Path work) throws Exception {
        Path java = work.resolve("java");
        Path proto = work.resolve("proto");
        new PayloadSources(root).writeTo(java, proto);
        Path includes = work.resolve("includes");
        unpack("google/protobuf/timestamp.proto", includes);
        unpack("google/type/date.proto", includes);
        Process protoc = new ProcessBuilder(PROTOC.toAbsolutePath().toString(), "-I" + proto, "-I" + includes,
                "--java_out=" + java, proto.resolve(ProtoFile.FILE_NAME).toString()).redirectErrorStream(true).start();
        String said = new String(protoc.getInputStream().readAllBytes());
        assertEquals(0, protoc.waitFor(), "protoc: " + said);
        Path classes = work.resolve("classes");
        Files.createDirectories(classes);
        List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "-classpath",
                System.getProperty("java.class.path"), "-proc:none", "-Xlint:none", "-nowarn"));
        try (Stream<Path> sources = Files.walk(java)) {
            sources.filter(path -> path.toString().endsWith(".java")).map(Path::toString).forEach(arguments::add);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, System.err, arguments.toArray(String[]::new)), "javac of " + java);
        return new CompiledPayload(new URLClassLoader(new URL[] {classes.toUri().toURL()},
                CompiledPayload.class.getClassLoader()));
    }

    private static void unpack(String resource, Path includes) throws IOException {
        try (InputStream in = CompiledPayload.class.getClassLoader().getResourceAsStream(resource)) {
            assertTrue(in != null, resource + " on the test class path (protobuf-java, proto-google-common-protos)");
            Path target = includes.resolve(resource.replace('/', File.separatorChar));
            Files.createDirectories(target.getParent());
            Files.write(target, in.readAllBytes());
        }
    }

    Class<?> model(String simpleName) throws ClassNotFoundException {
        return loader.loadClass(JavaNames.MODEL_PACKAGE + "." + simpleName);
    }

    Class<?> proto(String simpleName) throws ClassNotFoundException {
        return loader.loadClass(JavaNames.PROTO_PACKAGE + "." + simpleName);
    }

    /** Calls a public static method whose parameter types are assignable from the arguments'. */
    Object call(Class<?> owner, String name, Object... arguments) throws Exception {
        for (Method method : owner.getMethods()) {
            if (method.getName().equals(name) && method.getParameterCount() == arguments.length
                    && assignable(method.getParameterTypes(), arguments)) {
                return method.invoke(null, arguments);
            }
        }
        throw new NoSuchMethodException(owner.getName() + "." + name);
    }

    private static boolean assignable(Class<?>[] types, Object[] arguments) {
        for (int i = 0; i < types.length; i++) {
            Class<?> type = types[i].isPrimitive() ? (types[i] == long.class ? Long.class : types[i]) : types[i];
            if (!type.isInstance(arguments[i])) {
                return false;
            }
        }
        return true;
    }

    ClassLoader loader() {
        return loader;
    }

    @Override
    public void close() throws IOException {
        loader.close();
    }
}
