package nidriver;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A small {@code native-image} driver for a JDK that has been extended with the GraalVM builder
 * jars from Maven Central (layout: see build.sh). Like the real driver it turns native-image
 * options into one invocation of the image builder
 * ({@code com.oracle.svm.hosted.NativeImageGeneratorRunner}) on a separate JVM:
 * <ul>
 * <li>{@code --xyz} options are translated with the builder's own {@code @APIOption} table
 * ({@link ApiOptions});</li>
 * <li>{@code -H:}/{@code -R:} options are passed through, tagged with their origin the way the
 * builder expects ({@code -H:Name@origin=value});</li>
 * <li>{@code -J}, {@code -D} and {@code JavaArgs} go to the builder JVM;</li>
 * <li>every class-path entry (with jar manifest {@code Class-Path}s) is searched for
 * {@code META-INF/native-image/**}: {@code native-image.properties} are applied like command-line
 * options, configuration files are passed as {@code -H:*ConfigurationResources}.</li>
 * </ul>
 * Anything it does not understand is an error, never silently dropped.
 */
public final class NativeImage {

    /** A user-facing error: printed as "Error: ..." and exits with {@link #exitCode}. */
    static final class DriverError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int exitCode;

        DriverError(String message) {
            this(message, 20); // ExitStatus.DRIVER_ERROR
        }

        DriverError(String message, int exitCode) {
            super(message);
            this.exitCode = exitCode;
        }
    }

    /** A -cp/-jar entry; a missing non-strict one is tolerated, like with java -cp. */
    private record ClasspathRoot(Path path, boolean strict) {
    }

    private static final String ORIGIN_USER = "user";
    private static final String ORIGIN_DRIVER = "driver";
    private static final String API_SUFFIX = "+api";
    private static final String UNLOCK = "-H:+UnlockExperimentalVMOptions";
    private static final String LOCK = "-H:-UnlockExperimentalVMOptions";
    private static final String BUILDER_MAIN = "org.graalvm.nativeimage.builder/com.oracle.svm.hosted.NativeImageGeneratorRunner";
    private static final int EXIT_FALLBACK_IMAGE = 2;
    private static final int EXIT_OUT_OF_MEMORY = 3;
    private static final int EXIT_REBUILD_AFTER_ANALYSIS = 40;

    /** META-INF/native-image files, in the order the real driver applies them, with their option. */
    private static final String[][] META_INF_FILES = {
                    {"native-image.properties", null},
                    {"reachability-metadata.json", "ReachabilityMetadataResources"},
                    {"jni-config.json", "JNIConfigurationResources"},
                    {"reflect-config.json", "ReflectionConfigurationResources"},
                    {"resource-config.json", "ResourceConfigurationResources"},
                    {"proxy-config.json", "DynamicProxyConfigurationResources"},
                    {"serialization-config.json", "SerializationConfigurationResources"},
                    {"serialization-deny-config.json", "SerializationDenyConfigurationResources"},
                    {"predefined-classes-config.json", "PredefinedClassesConfigurationResources"},
    };

    /* The toolchain home is the JDK this driver runs on (bin/native-image uses TC/bin/java). */
    private final Path home = Path.of(System.getProperty("java.home"));
    private final Path workDir = Path.of("").toAbsolutePath();
    private final Properties release = loadRelease();

    /* What the options asked for. */
    private final List<String> builderArgs = new ArrayList<>();
    private final List<String> javaArgs = new ArrayList<>();
    private final List<ClasspathRoot> classpathRoots = new ArrayList<>();
    private final List<String> positional = new ArrayList<>();
    private final Map<String, String> builderEnv = new LinkedHashMap<>();
    private final List<Pattern[]> excludedConfigs = new ArrayList<>();
    private final Set<String> addModules = new LinkedHashSet<>();
    private final Set<Path> classpath = new LinkedHashSet<>();
    private Path jar;
    private boolean jarHasMainClass;
    private int verbose;
    private boolean dryRun;
    private ApiOptions api;

    public static void main(String[] argv) {
        int status;
        try {
            status = new NativeImage().run(List.of(argv));
        } catch (DriverError e) {
            System.err.println("Error: " + e.getMessage());
            status = e.exitCode;
        }
        System.exit(status);
    }

    static void warn(String message) {
        System.err.println("Warning: " + message);
    }

    int run(List<String> argv) {
        if (argv.isEmpty()) {
            printHelp();
            return 0;
        }
        /* Quarkus parses exactly these three lines; keep this path free of any other output. */
        if (argv.equals(List.of("--version"))) {
            printVersion();
            return 0;
        }
        if (argv.equals(List.of("--help")) || argv.equals(List.of("--help-extra"))) {
            printHelp();
            return 0;
        }
        List<String> args = new ArrayList<>();
        String envOptions = System.getenv("NATIVE_IMAGE_OPTIONS");
        if (envOptions != null && !envOptions.isBlank()) {
            System.err.println("Picked up NATIVE_IMAGE_OPTIONS: " + envOptions);
            args.addAll(tokenize(envOptions));
        }
        args.addAll(argv);

        builderArgs.add("-H:Path@" + ORIGIN_DRIVER + "=" + workDir);
        parse(new ArrayDeque<>(args), ORIGIN_USER, true);
        completeClasspath();
        completeImageNameAndMainClass();
        configureBuildOutput();
        builderArgs.add(0, "-H:CLibraryPath=" + clibraryPath());
        builderArgs.add("-H:ImageBuildID@" + ORIGIN_DRIVER + "=" + UUID.nameUUIDFromBytes((workDir + "\0" + String.join("\0", args)).getBytes(StandardCharsets.UTF_8)));

        int status = build(List.of());
        if (status == EXIT_REBUILD_AFTER_ANALYSIS) {
            /* The builder asks for a second run that knows it is a rebuild. */
            status = build(List.of("-Dcom.oracle.svm.rebuild=true"));
        }
        return status;
    }

    // ---------------------------------------------------------------- option parsing

    private ApiOptions api() {
        if (api == null) {
            api = new ApiOptions(builderJars());
        }
        return api;
    }

    /**
     * Applies the options in {@code args}. {@code commandLine} is false for options coming from a
     * {@code native-image.properties} file: those may not use command-line-only options or
     * positional arguments.
     */
    private void parse(Deque<String> args, String origin, boolean commandLine) {
        int firstArg = builderArgs.size();
        while (!args.isEmpty()) {
            String head = args.peek();
            if (consumeCommandLineOnly(args, origin, commandLine)) {
                continue;
            }
            String translated = api().translate(args, origin);
            if (translated != null) {
                addBuilderArg(translated, origin + API_SUFFIX);
                continue;
            }
            if (consumeDefault(args, origin, commandLine)) {
                continue;
            }
            args.poll();
            if (head.startsWith("-")) {
                throw new DriverError("Unrecognized option '" + head + "' from " + describe(origin) + ". Run 'native-image --help' for the options this driver supports.");
            }
            if (!commandLine) {
                throw new DriverError("Property 'Args' contains invalid entry '" + head + "' (" + describe(origin) + ")");
            }
            positional.add(head);
        }
        /* Like the real driver: experimental options unlocked by one source stay within it. */
        String lastToggle = null;
        for (String arg : builderArgs.subList(firstArg, builderArgs.size())) {
            if (arg.startsWith(UNLOCK) || arg.startsWith(LOCK)) {
                lastToggle = arg;
            }
        }
        if (lastToggle != null && lastToggle.startsWith(UNLOCK)) {
            addBuilderArg(LOCK, origin);
        }
    }

    /** Options that only make sense on the command line (or in an @argfile). */
    private boolean consumeCommandLineOnly(Deque<String> args, String origin, boolean commandLine) {
        String head = args.peek();
        boolean known = switch (head) {
            case "--version", "--help", "--help-extra", "--verbose", "--dry-run", "--exclude-config" -> true;
            default -> head.startsWith("--debug-attach");
        };
        if (!known) {
            return false;
        }
        if (!commandLine) {
            throw new DriverError("Using '" + head + "' provided by " + describe(origin) + " is only allowed on command line.");
        }
        args.poll();
        switch (head) {
            case "--version", "--help", "--help-extra" -> throw new DriverError("Option " + head + " cannot be combined with other options.");
            case "--verbose" -> verbose++;
            case "--dry-run" -> dryRun = true;
            case "--exclude-config" -> {
                String jarRegex = args.poll();
                String resourceRegex = args.poll();
                if (jarRegex == null || resourceRegex == null) {
                    throw new DriverError("--exclude-config requires two arguments: a jar regular expression and a resource regular expression");
                }
                excludedConfigs.add(new Pattern[]{Pattern.compile(jarRegex), Pattern.compile(resourceRegex)});
            }
            default -> { // --debug-attach[=[host:]port]: builder JVM waits for a debugger
                String address = head.equals("--debug-attach") ? "8000" : head.substring("--debug-attach=".length());
                javaArgs.add("-agentlib:jdwp=transport=dt_socket,server=y,address=" + address + ",suspend=y");
                addBuilderArg("-H:DeadlockWatchdogInterval=0", ORIGIN_DRIVER);
            }
        }
        return true;
    }

    /** The real driver's DefaultOptionHandler: class path, -jar, -J/-D/-E, -H:/-R:, @argfiles. */
    private boolean consumeDefault(Deque<String> args, String origin, boolean commandLine) {
        String head = args.peek();
        switch (head) {
            case "-cp", "-classpath", "--class-path" -> {
                args.poll();
                addClasspathArg(head, args.poll());
                return true;
            }
            case "-jar" -> {
                args.poll();
                String file = args.poll();
                if (file == null) {
                    throw new DriverError("-jar requires a valid jarfile");
                }
                handleJar(workDir.resolve(file));
                return true;
            }
            case "--add-modules" -> {
                args.poll();
                addModules(head, args.poll());
                return true;
            }
            case "-p", "--module-path", "-m", "--module", "--limit-modules" -> throw new DriverError(
                            "Option " + head + " (module-path image build) is not supported by this native-image driver; use -cp or -jar.");
            default -> {
            }
        }
        if (head.startsWith("--class-path=")) {
            addClasspathArg("--class-path", args.poll().substring("--class-path=".length()));
        } else if (head.startsWith("--add-modules=")) {
            addModules("--add-modules", args.poll().substring("--add-modules=".length()));
        } else if (head.startsWith("-H:")) {
            addBuilderArg(args.poll(), origin);
        } else if (head.startsWith("-R:")) {
            builderArgs.add(args.poll());
        } else if (head.startsWith("-D")) {
            javaArgs.add(args.poll());
        } else if (head.startsWith("-J")) {
            if (head.equals("-J")) {
                throw new DriverError("The -J option should not be followed by a space");
            }
            javaArgs.add(args.poll().substring(2));
        } else if (head.startsWith("-E")) {
            /* -E<name>[=<value>]: pass an environment variable to the (sanitized) builder. */
            String spec = args.poll().substring(2);
            int eq = spec.indexOf('=');
            String name = eq < 0 ? spec : spec.substring(0, eq);
            String value = eq < 0 ? System.getenv(name) : spec.substring(eq + 1);
            if (value == null) {
                warn("Environment variable '" + name + "' is undefined and therefore not available during image build-time.");
            } else {
                builderEnv.put(name, value);
            }
        } else if (head.startsWith("@") && commandLine) {
            if (origin.startsWith("argfile:")) {
                throw new DriverError("Argument files cannot be nested: '" + head + "' in " + origin);
            }
            Path file = workDir.resolve(args.poll().substring(1));
            try {
                parse(new ArrayDeque<>(tokenize(Files.readString(file))), "argfile:" + file, true);
            } catch (IOException e) {
                throw new DriverError("Error reading argument file " + file + ": " + e);
            }
        } else {
            return false;
        }
        return true;
    }

    private void addClasspathArg(String option, String value) {
        if (value == null || value.isEmpty()) {
            throw new DriverError(option + " requires class path specification");
        }
        for (String entry : value.split(java.io.File.pathSeparator, -1)) {
            if (entry.endsWith("/*") || entry.equals("*")) {
                /* Like java: "dir/*" means all jars in dir. */
                Path dir = workDir.resolve(entry.substring(0, entry.length() - 1));
                try (Stream<Path> files = Files.list(dir)) {
                    files.filter(NativeImage::isJar).sorted().forEach(p -> classpathRoots.add(new ClasspathRoot(p, true)));
                } catch (IOException e) {
                    throw new DriverError("Class path element asterisk (*) expansion failed for directory " + dir);
                }
            } else {
                classpathRoots.add(new ClasspathRoot(workDir.resolve(entry.isEmpty() ? "." : entry), false));
            }
        }
    }

    private void addModules(String option, String value) {
        if (value == null || value.isEmpty()) {
            throw new DriverError(option + " requires modules to be specified");
        }
        addModules.addAll(List.of(value.split(",")));
    }

    /** -jar: the jar's manifest gives the main class and module access; the jar goes on the class path. */
    private void handleJar(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new DriverError(file + " is not a file. (-jar requires a valid jarfile)");
        }
        jar = file;
        Attributes main = manifest(file);
        if (main == null) {
            throw new DriverError("No manifest in " + file);
        }
        String mainClass = main.getValue("Main-Class");
        if (mainClass != null) {
            jarHasMainClass = true;
            addBuilderArg("-H:Class=" + mainClass, ORIGIN_DRIVER);
        }
        for (String[] attribute : new String[][]{{"Add-Opens", "AddOpens"}, {"Add-Exports", "AddExports"}}) {
            String value = main.getValue(attribute[0]);
            if (value != null) {
                for (String modulePackage : value.trim().split("\\s+")) {
                    addBuilderArg("-H:" + attribute[1] + "=" + modulePackage + "=ALL-UNNAMED", ORIGIN_DRIVER);
                }
            }
        }
        String nativeAccess = main.getValue("Enable-Native-Access");
        if (nativeAccess != null && !nativeAccess.trim().equals("ALL-UNNAMED")) {
            throw new DriverError("illegal value \"" + nativeAccess + "\" for Enable-Native-Access manifest attribute. Only ALL-UNNAMED is allowed");
        }
        classpathRoots.add(new ClasspathRoot(file, true));
    }

    /** Appends a builder option, tagging {@code -H:} options with their origin. */
    private void addBuilderArg(String option, String origin) {
        builderArgs.add(withOrigin(option, origin));
    }

    /*
     * The builder records where each hosted option came from ("-H:Name@origin=value"); it uses this
     * for error messages, the build output, and to resolve "@file" values next to a
     * native-image.properties. Origins: user, driver, argfile:<path>, jar:/file: URIs, "+api" when
     * the option came from a driver-level --xyz option.
     */
    private static String withOrigin(String option, String origin) {
        int eq = option.indexOf('=');
        String name = eq < 0 ? option : option.substring(0, eq);
        if (!option.startsWith("-H:") || name.contains("@")) {
            return option;
        }
        char first = option.length() > 3 ? option.charAt(3) : 0;
        if (first == '+' || first == '-') {
            if (eq >= 0) {
                throw new DriverError("Malformed boolean native-image hosted-option '" + option + "' (boolean option with extraneous '=') from " + describe(origin) + ".");
            }
            return option + "@" + origin;
        }
        if (eq < 0) {
            throw new DriverError("Malformed native-image hosted-option '" + option + "' ('=' missing after option name) from " + describe(origin) + ".");
        }
        return name + "@" + origin + option.substring(eq);
    }

    static String describe(String origin) {
        String o = origin.endsWith(API_SUFFIX) ? origin.substring(0, origin.length() - API_SUFFIX.length()) : origin;
        return o.equals(ORIGIN_USER) ? "command line" : o;
    }

    // ---------------------------------------------------------------- class path and META-INF

    private void completeClasspath() {
        if (classpathRoots.isEmpty()) {
            /* No -cp and no -jar: the current directory is the class path, as for java. */
            classpathRoots.add(new ClasspathRoot(workDir, true));
        }
        /* Index loop: a native-image.properties may add further entries with -cp. */
        for (int i = 0; i < classpathRoots.size(); i++) {
            addClasspathEntry(classpathRoots.get(i).path(), classpathRoots.get(i).strict());
        }
    }

    /**
     * Adds an entry, then the jars its manifest Class-Path names (Quarkus' runner jar reaches all
     * of lib/ that way), then applies its META-INF/native-image files: the real driver's order.
     */
    private void addClasspathEntry(Path path, boolean strict) {
        Path entry;
        try {
            entry = path.toRealPath();
        } catch (IOException e) {
            if (strict) {
                throw new DriverError("Invalid classpath entry " + path);
            }
            if (verbose > 0) {
                warn("Invalid classpath entry: " + path);
            }
            classpath.add(path.normalize());
            return;
        }
        if (!classpath.add(entry)) {
            return;
        }
        if (isJar(entry)) {
            Attributes main = manifest(entry);
            String manifestClasspath = main == null ? null : main.getValue("Class-Path");
            if (manifestClasspath != null) {
                for (String cp : manifestClasspath.trim().split(" +")) {
                    if (!cp.isEmpty()) {
                        addClasspathEntry(entry.getParent().resolve(cp), false);
                    }
                }
            }
            try (FileSystem fs = FileSystems.newFileSystem(entry)) {
                applyMetaInf(entry, fs.getPath("/META-INF/native-image"));
            } catch (IOException e) {
                throw new DriverError("Invalid classpath entry " + entry + ": " + e);
            }
        } else if (Files.isDirectory(entry)) {
            applyMetaInf(entry, entry.resolve("META-INF/native-image"));
        }
    }

    private void applyMetaInf(Path entry, Path metaInf) {
        if (!Files.isDirectory(metaInf)) {
            return;
        }
        Path resourceRoot = metaInf.getParent().getParent();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(metaInf)) {
            files = walk.filter(Files::isRegularFile).sorted(Comparator.comparing(Path::toString)).toList();
        } catch (IOException e) {
            throw new DriverError("Processing " + metaInf.toUri() + " failed: " + e);
        }
        for (String[] type : META_INF_FILES) {
            for (Path file : files) {
                if (!file.getFileName().toString().equals(type[0]) || isExcluded(entry, file)) {
                    continue;
                }
                if (verbose > 0) {
                    System.out.println("Apply " + file.toUri());
                }
                String relative = resourceRoot.relativize(file).toString();
                if (type[1] == null) {
                    applyProperties(file, relative);
                } else {
                    /* Configuration files are found by the builder as class-path resources. */
                    addBuilderArg("-H:" + type[1] + "=" + relative, file.toUri() + API_SUFFIX);
                }
            }
        }
    }

    private boolean isExcluded(Path entry, Path file) {
        for (Pattern[] exclude : excludedConfigs) {
            if (exclude[0].matcher(entry.toString()).find() && exclude[1].matcher(file.toString()).find()) {
                return true;
            }
        }
        return false;
    }

    /** A native-image.properties: Args are options, JavaArgs builder JVM options. */
    private void applyProperties(Path file, String relative) {
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            properties.load(in);
        } catch (IOException e) {
            throw new DriverError("Cannot read " + file.toUri() + ": " + e);
        }
        String origin = file.toUri().toString();
        /* ${.} is the directory of the properties file relative to the resource root. */
        String componentDir = relative.contains("/") ? relative.substring(0, relative.lastIndexOf('/')) : "";
        if (properties.getProperty("ForceOnModulePath") != null) {
            throw new DriverError("ForceOnModulePath in " + origin + " needs a module-path build, which this driver does not support");
        }
        String imageName = properties.getProperty("ImageName");
        if (imageName != null) {
            addBuilderArg("-H:Name=" + substitute(imageName.trim(), componentDir), origin);
        }
        for (String javaArg : splitProperty(properties.getProperty("JavaArgs"), componentDir)) {
            javaArgs.add(javaArg);
        }
        /* ProvidedHostedOptions only feeds the real driver's -H: name check; the builder checks too. */
        parse(new ArrayDeque<>(splitProperty(properties.getProperty("Args"), componentDir)), origin, false);
    }

    private List<String> splitProperty(String value, String componentDir) {
        if (value == null) {
            return List.of();
        }
        return Stream.of(value.split("\\s+")).filter(s -> !s.isEmpty()).map(s -> substitute(s, componentDir)).toList();
    }

    private String substitute(String value, String componentDir) {
        return value.replace("${.}", componentDir).replace("${java.home}", home.toString());
    }

    private static boolean isJar(Path p) {
        return p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jar") && Files.isRegularFile(p);
    }

    private static Attributes manifest(Path jarFile) {
        try (JarFile jf = new JarFile(jarFile.toFile())) {
            Manifest manifest = jf.getManifest();
            return manifest == null ? null : manifest.getMainAttributes();
        } catch (IOException e) {
            throw new DriverError("Invalid or corrupt jarfile " + jarFile);
        }
    }

    // ---------------------------------------------------------------- image name, main class, output

    private void completeImageNameAndMainClass() {
        boolean shared = lastBooleanValue("SharedLibrary") == Boolean.TRUE;
        boolean listOnly = lastBooleanValue("ListModules") == Boolean.TRUE || lastBooleanValue("ListCPUFeatures") == Boolean.TRUE;
        List<String> rest = new ArrayList<>(positional);
        /* Without -jar the first positional argument is the main class, then the image name. */
        if (jar == null && !rest.isEmpty()) {
            addBuilderArg("-H:Class=" + rest.remove(0), ORIGIN_DRIVER);
        }
        if (!rest.isEmpty()) {
            addBuilderArg("-H:Name=" + rest.remove(0), ORIGIN_DRIVER);
        }
        if (!rest.isEmpty()) {
            throw new DriverError("Unrecognized option(s): " + rest.stream().map(s -> "'" + s + "'").collect(Collectors.joining(", ")));
        }
        String mainClass = lastValue("Class");
        if (jar != null && !jarHasMainClass && mainClass == null && !shared) {
            throw new DriverError("No main manifest attribute, in " + jar);
        }
        if (mainClass == null && !shared && !listOnly) {
            throw new DriverError("Please specify class containing the main entry point method. (see --help)");
        }
        String name = lastValue("Name");
        if (name == null) {
            if (jar != null) {
                String file = jar.getFileName().toString();
                name = file.substring(0, file.length() - ".jar".length());
            } else if (mainClass != null) {
                name = mainClass.toLowerCase(Locale.ROOT);
            } else if (listOnly) {
                name = "dummy-image";
            } else {
                throw new DriverError("Missing image-name. Use -o <imagename> to provide one.");
            }
            addBuilderArg("-H:Name=" + name, ORIGIN_DRIVER);
        }
        /* "-o dir/name": the builder wants a plain name plus the directory as -H:Path. */
        Path namePath = Path.of(name);
        if (namePath.getParent() != null) {
            Path dir = Path.of(lastValue("Path")).resolve(namePath.getParent());
            if (!Files.isDirectory(dir)) {
                throw new DriverError("Writing image to non-existent directory " + dir + " is not allowed. Create the missing directory if you want the image to be written to that location.");
            }
            addBuilderArg("-H:Path=" + dir, ORIGIN_DRIVER);
            addBuilderArg("-H:Name=" + namePath.getFileName(), ORIGIN_DRIVER);
        }
    }

    /** The builder needs "--color=auto" resolved, and shows progress only on a terminal. */
    private void configureBuildOutput() {
        var console = System.console();
        String term = System.getenv().getOrDefault("TERM", "");
        boolean terminal = console != null && console.isTerminal() && !term.isEmpty() && !term.equals("dumb") && System.getenv("CI") == null;
        boolean colors = terminal && System.getenv("NO_COLOR") == null;
        String color = lastValue("Color");
        if (color == null ? colors : color.equals("auto")) {
            addBuilderArg("-H:Color=" + (colors ? "always" : "never"), ORIGIN_DRIVER);
        }
        if (terminal && lastBooleanValue("BuildOutputProgress") == null) {
            addBuilderArg("-H:+BuildOutputProgress", ORIGIN_DRIVER);
        }
    }

    /** The value of the last {@code -H:<name>[@origin]=value}, or null. */
    private String lastValue(String option) {
        Pattern p = Pattern.compile("^-H:" + Pattern.quote(option) + "(@[^=]*)?=");
        String value = null;
        for (String arg : builderArgs) {
            Matcher m = p.matcher(arg);
            if (m.find()) {
                value = arg.substring(m.end());
            }
        }
        return value;
    }

    private Boolean lastBooleanValue(String option) {
        Pattern p = Pattern.compile("^-H:([+-])" + Pattern.quote(option) + "(@[^=]*)?$");
        Boolean value = null;
        for (String arg : builderArgs) {
            Matcher m = p.matcher(arg);
            if (m.find()) {
                value = m.group(1).equals("+");
            }
        }
        return value;
    }

    // ---------------------------------------------------------------- builder invocation

    private List<Path> builderJars() {
        return jarsIn(home.resolve("lib/svm/builder"));
    }

    private static List<Path> jarsIn(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> jars = files.filter(NativeImage::isJar).sorted().toList();
            if (jars.isEmpty()) {
                throw new DriverError("No jars in " + dir + "; is this a native-image toolchain home?");
            }
            return jars;
        } catch (IOException e) {
            throw new DriverError("Cannot list " + dir + "; is this a native-image toolchain home? (" + e + ")");
        }
    }

    /**
     * Where the builder finds libjvm.a, liblibchelper.a and the C headers: the real driver's
     * search list, minus directories that do not exist (the builder rejects those).
     */
    private String clibraryPath() {
        Path base = home.resolve("lib/svm/clibraries");
        Path platform = base.resolve("linux-amd64");
        String libc = lastValue("UseLibC");
        String path = Stream.of(platform.resolve(libc == null ? "glibc" : libc), platform, base)
                        .filter(Files::isDirectory).map(Path::toString).collect(Collectors.joining(","));
        if (path.isEmpty()) {
            throw new DriverError("No C libraries for the builder: " + platform + " does not exist.");
        }
        return path;
    }

    /** Runs the builder once; {@code extraJavaArgs} is for the rebuild-after-analysis run. */
    private int build(List<String> extraJavaArgs) {
        List<Path> builderJars = builderJars();
        Set<String> builderModules = new TreeSet<>();
        for (ModuleReference ref : ModuleFinder.of(builderJars.toArray(Path[]::new)).findAll()) {
            builderModules.add(ref.descriptor().name());
        }
        List<String> access = moduleAccessArgs(builderJars, String.join(",", builderModules));
        List<String> vm = builderJvmArgs(extraJavaArgs, builderJars, builderModules, access);
        List<String> image = new ArrayList<>();
        image.add("-imagecp");
        image.add(classpath.stream().map(Path::toString).collect(Collectors.joining(":")));
        image.addAll(builderArgs);
        return runBuilder(vm, image, access);
    }

    /** The builder JVM command line (everything but the image arguments), in the real driver's order. */
    private List<String> builderJvmArgs(List<String> extraJavaArgs, List<Path> builderJars, Set<String> builderModules, List<String> access) {
        List<String> vm = new ArrayList<>();
        /* JVMCI for the Graal compiler used by the builder, but the JIT stays C2. */
        vm.addAll(List.of("-XX:+UnlockExperimentalVMOptions", "-XX:+EnableJVMCI", "-XX:-UseJVMCICompiler"));
        vm.add("-Xss10m");
        /* Image building is a throughput job; the memory settings follow the real driver. */
        vm.add("-XX:+UseParallelGC");
        vm.addAll(memoryFlags());
        vm.add("-XX:GCTimeRatio=9");
        vm.add("-XX:+ExitOnOutOfMemoryError");
        vm.add("-Djava.awt.headless=true");
        vm.add("-Dorg.graalvm.vendor=" + release.getProperty("vendor"));
        vm.add("-Dorg.graalvm.vendorurl=" + release.getProperty("vendorurl"));
        /* Also what Quarkus' build-time code parses to learn the GraalVM version. */
        vm.add("-Dorg.graalvm.vendorversion=" + release.getProperty("vendorversion"));
        vm.add("-Dorg.graalvm.version=" + release.getProperty("version"));
        vm.add("-Dcom.oracle.graalvm.isaot=true");
        vm.add("-Djava.system.class.loader=com.oracle.svm.hosted.NativeImageSystemClassLoader");
        vm.add("-Dorg.graalvm.nativeimage.imagecode=buildtime");
        /* CDS and a custom system class loader do not mix. */
        vm.add("-Xshare:off");
        /* Keep lambdas and method handles in a shape the builder can analyse (as the real driver). */
        vm.add("-Djdk.internal.lambda.disableEagerInitialization=true");
        vm.add("-Djdk.internal.lambda.eagerlyInitialize=false");
        vm.add("-Djava.lang.invoke.InnerClassLambdaMetafactory.initializeLambdas=false");
        vm.add("-Djava.lang.invoke.MethodHandle.DONT_INLINE_THRESHOLD=-1");
        vm.add("-Djava.lang.invoke.MethodHandle.PROFILE_GWT=false");
        /* User options (-J, -D, JavaArgs) come after the defaults so that they win. */
        vm.addAll(javaArgs);
        vm.addAll(extraJavaArgs);
        vm.addAll(access);
        /* The Maven Central compiler jar replaces the JDK's jdk.graal.compiler module. */
        vm.add("--upgrade-module-path");
        vm.add(jarsIn(home.resolve("lib/svm/compiler")).stream().map(Path::toString).collect(Collectors.joining(":")));
        vm.add("--module-path");
        vm.add(builderJars.stream().map(Path::toString).collect(Collectors.joining(":")));
        vm.add("--add-modules=ALL-DEFAULT");
        if (!addModules.isEmpty()) {
            vm.add("-Dsvm.modulesupport.addedModules=" + String.join(",", addModules));
            vm.add("--add-modules=" + String.join(",", addModules));
        }
        /* Without native access the builder's FFM use breaks (e.g. "platform encoding not initialized"). */
        vm.add("--enable-native-access=ALL-UNNAMED," + String.join(",", builderModules));
        vm.add("--module");
        vm.add(BUILDER_MAIN);
        /* The builder exits when this file changes or vanishes, i.e. when the driver dies. */
        vm.add("-keepalive");
        vm.add("/proc/" + ProcessHandle.current().pid() + "/comm");
        return vm;
    }

    /**
     * The builder modules reach deep into the JDK. The real GraalVM gets this from its jlinked
     * module graph; here every package of the builder's system modules is exported and opened to
     * the builder modules ({@code targets}).
     */
    private List<String> moduleAccessArgs(List<Path> builderJars, String targets) {
        List<String> access = new ArrayList<>();
        for (ModuleDescriptor module : builderBootSystemModules(builderJars)) {
            for (String pkg : new TreeSet<>(module.packages())) {
                access.add("--add-exports=" + module.name() + "/" + pkg + "=" + targets);
                access.add("--add-opens=" + module.name() + "/" + pkg + "=" + targets);
            }
        }
        return access;
    }

    /**
     * Starts the builder JVM and waits for it. Both argument lists go through files, as with the
     * real driver: a Quarkus class path easily exceeds what fits on a command line.
     */
    private int runBuilder(List<String> vm, List<String> image, List<String> access) {
        Path tempDir = null;
        Process process = null;
        try {
            tempDir = Files.createTempDirectory("native-image-driver-");
            Path vmArgsFile = Files.writeString(tempDir.resolve("vminvocation.args"), vm.stream().map(NativeImage::quoteForArgFile).collect(Collectors.joining("\n")));
            /* The builder reads its own arguments NUL-separated, so no quoting is needed there. */
            Path imageArgsFile = Files.writeString(tempDir.resolve("native-image.args"), String.join("\0", image));
            String java = home.resolve("bin/java").toString();
            ProcessBuilder pb = new ProcessBuilder(java, "@" + vmArgsFile, "--image-args-file=" + imageArgsFile).inheritIO();
            sanitizeEnvironment(pb.environment());
            pb.environment().put("USE_NATIVE_IMAGE_JAVA_PLATFORM_MODULE_SYSTEM", "true");
            pb.environment().put("DRIVER_TEMP_DIR_ENV_VARIABLE", tempDir.toString());
            if (verbose > 0 || dryRun) {
                showCommand(pb.environment(), java, vm, image, access);
            }
            if (dryRun) {
                return 0;
            }
            process = pb.start();
            Process child = process;
            Path argsDir = tempDir;
            /* Killed (e.g. Ctrl-C or a build tool giving up): take the builder along, then clean up. */
            Thread cleanup = new Thread(() -> {
                child.destroy();
                try {
                    child.waitFor();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                deleteRecursively(argsDir);
            });
            Runtime.getRuntime().addShutdownHook(cleanup);
            int status = child.waitFor();
            Runtime.getRuntime().removeShutdownHook(cleanup);
            switch (status) {
                case 0, 1, EXIT_REBUILD_AFTER_ANALYSIS -> {
                    /* 1: the builder has already reported the error. */
                }
                case EXIT_OUT_OF_MEMORY, 137 -> System.err.println(
                                "The Native Image build process ran out of memory. Please make sure your build system has more memory available or increase the maximum heap size using the '-J-Xmx' option.");
                case EXIT_FALLBACK_IMAGE -> System.err.println(
                                "Error: the build needs a fallback image, which this driver does not build; use --no-fallback to see why.");
                default -> System.err.println("Error: Image build request for '" + lastValue("Name") + "' (pid: " + child.pid() + ", path: " + lastValue("Path") + ") failed with exit status " + status);
            }
            return status;
        } catch (IOException e) {
            throw new DriverError("Cannot start the image builder: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DriverError("Interrupted");
        } finally {
            if (process != null) {
                process.destroy();
            }
            deleteRecursively(tempDir);
        }
    }

    /** --verbose / --dry-run: the command as a shell could run it (with the @argfiles expanded). */
    private void showCommand(Map<String, String> env, String java, List<String> vm, List<String> image, List<String> access) {
        List<String> shown = new ArrayList<>();
        env.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).sorted().forEach(shown::add);
        shown.add(java);
        for (String arg : vm) {
            /* The access options are many and always alike: listed only with --verbose --verbose. */
            if (verbose > 1 || !access.contains(arg)) {
                shown.add(arg);
            } else if (arg.equals(access.get(0))) {
                shown.add("# " + access.size() + " --add-exports/--add-opens: all system packages to the builder modules");
            }
        }
        shown.addAll(image);
        System.out.println("Executing [");
        System.out.println(shown.stream().map(NativeImage::quoteForShell).collect(Collectors.joining(" \\\n")));
        System.out.println("]");
    }

    /**
     * The system modules in the builder JVM's boot layer: the default root modules (what this
     * driver JVM has, as it also runs with a class path), whatever --add-modules names, and what
     * the builder and compiler jars require, e.g. jdk.internal.vm.ci. Naming any other module in
     * --add-exports makes the JVM warn "Unknown module". jdk.graal.compiler is left out: the
     * compiler jar replaces it, and its own descriptor grants the builder access.
     */
    private List<ModuleDescriptor> builderBootSystemModules(List<Path> builderJars) {
        ModuleFinder system = ModuleFinder.ofSystem();
        Deque<String> todo = new ArrayDeque<>();
        ModuleLayer.boot().modules().forEach(m -> todo.add(m.getName()));
        todo.addAll(addModules);
        List<Path> jars = new ArrayList<>(builderJars);
        jars.addAll(jarsIn(home.resolve("lib/svm/compiler")));
        for (ModuleReference ref : ModuleFinder.of(jars.toArray(Path[]::new)).findAll()) {
            ref.descriptor().requires().forEach(r -> todo.add(r.name()));
        }
        Map<String, ModuleDescriptor> found = new java.util.TreeMap<>();
        while (!todo.isEmpty()) {
            String name = todo.poll();
            if (name.startsWith("jdk.graal.compiler") || found.containsKey(name)) {
                continue;
            }
            system.find(name).map(ModuleReference::descriptor).ifPresent(d -> {
                found.put(name, d);
                d.requires().forEach(r -> todo.add(r.name()));
            });
        }
        return List.copyOf(found.values());
    }

    /**
     * Like the real driver, pass only what a C toolchain needs (and what -E asked for), so that
     * e.g. JAVA_TOOL_OPTIONS or CLASSPATH cannot change the build.
     */
    private void sanitizeEnvironment(Map<String, String> env) {
        Set<String> keep = Set.of("PATH", "PWD", "HOME", "LANG", "LANGUAGE");
        env.keySet().removeIf(key -> !keep.contains(key) && !key.startsWith("LC_"));
        env.putAll(builderEnv);
    }

    /**
     * Builder heap, with the real driver's heuristic: 85% of the (container-aware) total memory
     * when $CI is true or when less than 8 GiB are available, otherwise the available memory, at
     * most 32 GB. -J-Xmx or -J-XX:MaxRAMPercentage (e.g. quarkus.native.native-image-xmx) come
     * later on the command line and win. The reason text is shown in the build output.
     */
    private static List<String> memoryFlags() {
        var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        double total = os.getTotalMemorySize();
        double dedicated = total * 0.85;
        double max;
        String reason;
        long available = availableMemory();
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            max = dedicated;
            reason = "$CI set to 'true'";
        } else if (available > total) {
            /* MemAvailable is not container-aware: in a memory-limited container it shows the host. */
            max = dedicated;
            reason = "memory limit below available memory";
        } else if (available >= 8L << 30) {
            max = available;
            reason = "using available memory";
        } else {
            max = dedicated;
            reason = "less than 8GB of memory available";
        }
        if (max < 512L << 20) {
            throw new DriverError("There is not enough memory available on the system (got " + (long) (max / (1 << 20)) + "MiB, need at least 512MiB).", EXIT_OUT_OF_MEMORY);
        }
        max = Math.min(max, 32_000_000_000L);
        return List.of("-XX:MaxRAMPercentage=" + String.format(Locale.ROOT, "%.1f", max * 100 / total),
                        "-Dsvm.build.memoryUsageReasonText=" + reason);
    }

    /** MemAvailable from /proc/meminfo in bytes, or -1. */
    private static long availableMemory() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                Matcher m = Pattern.compile("^MemAvailable:\\s+(\\d+) kB").matcher(line);
                if (m.find()) {
                    return Long.parseLong(m.group(1)) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            /* unknown */
        }
        return -1;
    }

    // ---------------------------------------------------------------- small helpers

    private static Properties loadRelease() {
        Properties p = new Properties();
        try (InputStream in = NativeImage.class.getResourceAsStream("/driver.properties")) {
            if (in == null) {
                throw new DriverError("driver.properties missing next to the driver classes (run build.sh)");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    /** Prints the GraalVM-style banner; Quarkus' GraalVM.Version parser reads all three lines. */
    private void printVersion() {
        String vendorVersion = release.getProperty("vendorversion");
        String runtimeVersion = System.getProperty("java.runtime.version");
        System.out.println("native-image " + System.getProperty("java.version") + " " + System.getProperty("java.version.date"));
        System.out.println("GraalVM Runtime Environment " + vendorVersion + " (build " + runtimeVersion + ")");
        System.out.println("Substrate VM " + vendorVersion + " (build " + runtimeVersion + ", serial gc)");
    }

    private void printHelp() {
        System.out.println("""
                        Usage: native-image [options] class [imagename] [options]
                                   (to build an image for a class)
                           or  native-image [options] -jar jarfile [imagename] [options]
                                   (to build an image for a jar file)

                        Driver options:
                            -cp, -classpath, --class-path <path>   image class path (':'-separated, dir/* for all jars)
                            -jar <jarfile>                          jar with Main-Class (and Class-Path) in its manifest
                            -J<jvm-option>                          option for the builder JVM (e.g. -J-Xmx8g)
                            -D<name>=<value>                        system property for the builder JVM
                            -E<name>[=<value>]                      environment variable for the builder
                            -H:<option>, -R:<option>                builder / run-time option, passed through
                            --add-modules <modules>                 modules to add to the builder
                            --exclude-config <jar-re> <res-re>      ignore META-INF/native-image files
                            --verbose, --dry-run                    show (only) the builder command
                            --debug-attach[=<port>]                 let the builder wait for a debugger
                            @<argfile>                              read options from a file
                            --version, --help

                        Options translated by the builder's own @APIOption table:""");
        api().options.values().stream()
                        .filter(o -> o.deprecation().isEmpty())
                        .forEach(o -> System.out.println("    " + String.join(", ", o.names()) + "  ->  " + o.builderOption() + (o.fixedValue() == null ? "" : o.fixedValue())));
    }

    private static String quoteForArgFile(String arg) {
        if (!arg.isEmpty() && arg.chars().noneMatch(c -> Character.isWhitespace(c) || c == '"' || c == '\'' || c == '#' || c == '\\')) {
            return arg;
        }
        return "\"" + arg.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static String quoteForShell(String arg) {
        return arg.matches("[A-Za-z0-9_./:=,@+%-]+") ? arg : "'" + arg.replace("'", "'\\''") + "'";
    }

    /**
     * Splits @argfile content (and NATIVE_IMAGE_OPTIONS) like the java launcher does: whitespace
     * separates, '...' and "..." quote (with \-escapes inside), # starts a comment.
     */
    static List<String> tokenize(String text) {
        List<String> tokens = new ArrayList<>();
        StringBuilder token = null;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && i + 1 < text.length()) {
                    char next = text.charAt(++i);
                    if (next == '\n' || next == '\r') { // line continuation: skip leading blanks
                        while (i + 1 < text.length() && Character.isWhitespace(text.charAt(i + 1))) {
                            i++;
                        }
                    } else {
                        token.append(switch (next) {
                            case 'n' -> '\n';
                            case 'r' -> '\r';
                            case 't' -> '\t';
                            case 'f' -> '\f';
                            default -> next;
                        });
                    }
                } else {
                    token.append(c);
                }
            } else if (Character.isWhitespace(c)) {
                if (token != null) {
                    tokens.add(token.toString());
                    token = null;
                }
            } else if (c == '#') {
                while (i + 1 < text.length() && text.charAt(i + 1) != '\n' && text.charAt(i + 1) != '\r') {
                    i++;
                }
            } else {
                if (token == null) {
                    token = new StringBuilder();
                }
                if (c == '"' || c == '\'') {
                    quote = c;
                } else {
                    token.append(c);
                }
            }
        }
        if (token != null) {
            tokens.add(token.toString());
        }
        return tokens;
    }

    private static void deleteRecursively(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            /* best effort: it is a temporary directory */
        }
    }
}
