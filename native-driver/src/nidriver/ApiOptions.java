package nidriver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.classfile.Annotation;
import java.lang.classfile.AnnotationElement;
import java.lang.classfile.AnnotationValue;
import java.lang.classfile.Attributes;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.FieldModel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The driver-level {@code --xyz} options and how they map to builder options. The builder
 * declares them itself with {@code @APIOption} annotations on its hosted option fields; this class
 * reads those annotations from the class files of the builder jars (java.lang.classfile, nothing
 * is loaded or run, about 0.2 s), so the mapping always matches the installed builder.
 */
final class ApiOptions {

    /** One {@code @APIOption}: how a driver option turns into a builder option. */
    record Option(List<String> names, String builderOption, String separators, String defaultValue, String fixedValue,
                    String transform, String deprecation) {

        boolean isBoolean() {
            return !builderOption.endsWith("=");
        }

        /** Options that take no value: booleans and fixed-value options like --no-fallback. */
        boolean defaultFinal() {
            return isBoolean() || fixedValue != null;
        }
    }

    private static final String API_OPTION = "Lcom/oracle/svm/core/option/APIOption;";
    private static final String API_OPTION_LIST = "Lcom/oracle/svm/core/option/APIOption$List;";
    private static final byte[] MARKER = "com/oracle/svm/core/option/APIOption".getBytes(StandardCharsets.UTF_8);

    /*
     * APIOption.valueTransformer classes are code; the driver cannot run them without loading the
     * builder. The few that exist are simple per-element rewrites, mirrored here. An unknown one
     * is an error so the driver never silently diverges from the builder.
     */
    private static final Map<String, String> TRANSFORMERS = Map.of(
                    "Lcom/oracle/svm/core/option/APIOption$DefaultTransformer;", "-",
                    "Lcom/oracle/svm/hosted/classinitialization/ClassInitializationOptions$InitializationValueBuildTime;", "suffix::build_time",
                    "Lcom/oracle/svm/hosted/classinitialization/ClassInitializationOptions$InitializationValueRunTime;", "suffix::run_time",
                    "Lcom/oracle/svm/core/RuntimeAssertionsOptionTransformer$Enable;", "prefix:+",
                    "Lcom/oracle/svm/core/RuntimeAssertionsOptionTransformer$Disable;", "prefix:-");

    /*
     * Option groups are also code (APIOptionGroup instances). The only group, GCGroup, maps any
     * "--gc=<value>" to its multi-value option SupportedGCs.
     */
    private static final Map<String, List<String>> GROUPS = Map.of(
                    "Lcom/oracle/svm/core/SubstrateOptions$GCGroup;", List.of("--gc", "-H:SupportedGCs="));

    /** Sorted by first name, like the real driver, so the match order is deterministic. */
    final SortedMap<String, Option> options = new TreeMap<>();

    ApiOptions(List<Path> builderJars) {
        for (Path jar : builderJars) {
            try (JarFile jf = new JarFile(jar.toFile())) {
                for (Enumeration<JarEntry> e = jf.entries(); e.hasMoreElements();) {
                    JarEntry entry = e.nextElement();
                    if (!entry.getName().endsWith(".class") || entry.getName().startsWith("META-INF/")) {
                        continue;
                    }
                    byte[] bytes = jf.getInputStream(entry).readAllBytes();
                    if (contains(bytes, MARKER)) {
                        scanClass(ClassFile.of().parse(bytes));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read builder jar " + jar, e);
            }
        }
        if (options.isEmpty()) {
            throw new IllegalStateException("no @APIOption found in builder jars " + builderJars);
        }
    }

    /** Prints the table: useful to see what the installed builder accepts. */
    public static void main(String[] args) {
        new ApiOptions(java.util.Arrays.stream(args).map(Path::of).toList()).options.values().forEach(System.out::println);
    }

    private void scanClass(ClassModel cm) {
        for (FieldModel field : cm.fields()) {
            var annotations = field.findAttribute(Attributes.runtimeVisibleAnnotations());
            if (annotations.isEmpty()) {
                continue;
            }
            List<Annotation> apiOptions = new ArrayList<>();
            for (Annotation a : annotations.get().annotations()) {
                String type = a.classSymbol().descriptorString();
                if (type.equals(API_OPTION)) {
                    apiOptions.add(a);
                } else if (type.equals(API_OPTION_LIST)) {
                    for (AnnotationValue v : ((AnnotationValue.OfArray) element(a, "value")).values()) {
                        apiOptions.add(((AnnotationValue.OfAnnotation) v).annotation());
                    }
                }
            }
            for (Annotation a : apiOptions) {
                Option o = toOption(cm, field, a);
                options.put(o.names().get(0), o);
            }
        }
    }

    private static Option toOption(ClassModel cm, FieldModel field, Annotation a) {
        String where = cm.thisClass().asInternalName() + "." + field.fieldName();
        String optionName = field.fieldName().stringValue();
        String type = field.fieldType().stringValue();
        String prefix = type.contains("RuntimeOptionKey") ? "-R:" : "-H:";
        String signature = field.findAttribute(Attributes.signature()).map(s -> s.signature().stringValue()).orElse(type);
        boolean isBoolean = signature.contains("<Ljava/lang/Boolean;>");

        List<String> names = new ArrayList<>();
        for (AnnotationValue v : array(a, "name")) {
            String n = ((AnnotationValue.OfString) v).stringValue();
            names.add(n.startsWith("-") ? n : "--" + n);
        }
        String separators = "";
        /* Absent element means the annotation default {'='}. */
        List<AnnotationValue> seps = element(a, "valueSeparator") == null ? List.of(AnnotationValue.ofChar('=')) : array(a, "valueSeparator");
        for (AnnotationValue v : seps) {
            char c = ((AnnotationValue.OfChar) v).charValue();
            separators += c; // ' ' = value is the next argument, '\0' = value follows the name directly
        }
        String defaultValue = firstString(a, "defaultValue");
        String fixedValue = firstString(a, "fixedValue");
        AnnotationValue transformerValue = element(a, "valueTransformer");
        String transform = "-";
        if (transformerValue != null) {
            List<AnnotationValue> list = ((AnnotationValue.OfArray) transformerValue).values();
            if (list.size() != 1) {
                throw new IllegalStateException(where + ": expected one valueTransformer");
            }
            String cls = ((AnnotationValue.OfClass) list.get(0)).classSymbol().descriptorString();
            transform = TRANSFORMERS.get(cls);
            if (transform == null) {
                throw new IllegalStateException(where + ": unknown valueTransformer " + cls + "");
            }
        }
        AnnotationValue deprecatedValue = element(a, "deprecated");
        String deprecated = deprecatedValue == null ? "" : ((AnnotationValue.OfString) deprecatedValue).stringValue();
        AnnotationValue kindValue = element(a, "kind");
        boolean negated = kindValue != null && ((AnnotationValue.OfEnum) kindValue).constantName().stringValue().equals("Negated");

        String builderOption;
        AnnotationValue groupValue = element(a, "group");
        if (groupValue != null) {
            String cls = ((AnnotationValue.OfClass) groupValue).classSymbol().descriptorString();
            List<String> group = GROUPS.get(cls);
            if (group == null) {
                throw new IllegalStateException(where + ": unknown APIOption group " + cls);
            }
            /* Every member of a multi-value group collapses into one "--group=<value>" option. */
            return new Option(List.of(group.get(0)), group.get(1), "=", null, null, "-", "");
        }
        if (isBoolean) {
            builderOption = prefix + (negated ? "-" : "+") + optionName;
        } else {
            builderOption = prefix + optionName + "=";
        }
        return new Option(List.copyOf(names), builderOption, separators, defaultValue, fixedValue, transform, deprecated);
    }

    /**
     * If the head of {@code args} is an API option, consumes it (and its value argument, if
     * whitespace-separated) and returns the builder option; otherwise returns null.
     */
    String translate(Deque<String> args, String origin) {
        String head = args.peek();
        for (Option o : options.values()) {
            for (String name : o.names()) {
                String value = null;
                boolean matched = false;
                if ((o.defaultFinal() || o.defaultValue() != null) && head.equals(name)) {
                    matched = true;
                    value = o.fixedValue() != null ? o.fixedValue() : o.defaultValue();
                } else {
                    for (char sep : o.separators().toCharArray()) {
                        if (sep == ' ' && head.equals(name)) {
                            args.poll();
                            value = args.peek();
                            if (value == null) {
                                throw new NativeImage.DriverError(name + " from " + NativeImage.describe(origin) + " requires an option argument");
                            }
                            matched = true;
                            break;
                        }
                        String prefix = sep == 0 ? name : name + sep;
                        if (sep != ' ' && head.startsWith(prefix)) {
                            if (o.defaultFinal()) {
                                throw new NativeImage.DriverError("Passing values to option " + name + " from " + NativeImage.describe(origin) + " is not supported.");
                            }
                            value = head.substring(prefix.length());
                            matched = true;
                            break;
                        }
                    }
                }
                if (matched) {
                    args.poll();
                    if (!o.deprecation().isEmpty()) {
                        NativeImage.warn("Using a deprecated option " + name + " from " + NativeImage.describe(origin) + ". " + o.deprecation());
                    }
                    return o.isBoolean() ? o.builderOption() : o.builderOption() + transform(o.transform(), value);
                }
            }
        }
        return null;
    }

    /** The per-element rewrites of the builder's valueTransformer classes (see TRANSFORMERS). */
    private static String transform(String transform, String value) {
        if (transform.equals("-")) {
            return value;
        }
        String affix = transform.substring(transform.indexOf(':') + 1);
        boolean suffix = transform.startsWith("suffix:");
        StringJoiner joined = new StringJoiner(",");
        String[] elements = value.split(",");
        for (String element : elements.length == 0 ? new String[]{""} : elements) {
            joined.add(suffix ? element + affix : affix + element);
        }
        return joined.toString();
    }

    private static AnnotationValue element(Annotation a, String name) {
        for (AnnotationElement e : a.elements()) {
            if (e.name().stringValue().equals(name)) {
                return e.value();
            }
        }
        return null;
    }

    private static List<AnnotationValue> array(Annotation a, String name) {
        AnnotationValue v = element(a, name);
        if (v == null) {
            return List.of();
        }
        return v instanceof AnnotationValue.OfArray arr ? arr.values() : List.of(v);
    }

    private static String firstString(Annotation a, String name) {
        List<AnnotationValue> values = array(a, name);
        return values.isEmpty() ? null : ((AnnotationValue.OfString) values.get(0)).stringValue();
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        outer: for (int i = 0; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
