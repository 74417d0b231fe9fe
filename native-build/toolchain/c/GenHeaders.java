/*
 * Generates the C headers that the SubstrateVM C-annotation processor resolves from the
 * "com.oracle.svm.native.libchelper" project (e.g. include/amd64cpufeatures.h, include/svm_locale.h).
 *
 * Usage: java GenHeaders.java <svm-sources.jar> <out-dir>
 *
 * The builder compiles a small query program against these headers to learn struct sizes, field
 * offsets and constant values, so names must match the Java @CStruct/@CField/@CConstant
 * declarations exactly. They are derived from the sources instead of being maintained by hand so
 * that a version bump only needs a re-run. Field order follows the Java declaration order.
 * Anything this generator does not understand aborts the build rather than being guessed.
 */

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

public class GenHeaders {
    static final String PROJECT = "com.oracle.svm.native.libchelper";
    static final Pattern DIRECTIVES = Pattern.compile(
                    "class\\s+(\\w+)\\s+implements\\s+CContext\\.Directives.*?ProjectHeaderFile\\.resolve\\(\\s*\"" + Pattern.quote(PROJECT) + "\"\\s*,\\s*\"([^\"]+)\"", Pattern.DOTALL);
    /* Annotations that may sit between our annotation and the declaration. */
    static final String ANNOS = "(?:@[\\w.]+(?:\\((?:[^()]|\\([^()]*\\))*\\))?\\s*)*";
    static final String MODS = "(?:(?:public|private|protected|static|native|final|abstract)\\s+)*";
    static final Pattern CONTEXT_USE = Pattern.compile("@CContext\\(\\s*(\\w+)\\.class\\s*\\)");
    static final Pattern TYPE_DECL = Pattern.compile(MODS + "(class|interface)\\s+(\\w+)[^{]*\\{");
    static final Pattern STRUCT = Pattern.compile("@CStruct\\s*(?:\\(([^)]*)\\))?\\s*" + ANNOS + MODS + "interface\\s+(\\w+)[^{]*\\{");
    static final Pattern FIELD = Pattern.compile("@CField\\s*(?:\\(([^)]*)\\))?\\s*" + ANNOS + "([\\w.]+)\\s+(\\w+)\\s*\\(\\s*\\)\\s*;");
    static final Pattern CONSTANT = Pattern.compile("@CConstant\\s*(?:\\(([^)]*)\\))?\\s*" + ANNOS + MODS + "[\\w.]+\\s+(\\w+)\\s*\\(\\s*\\)\\s*;");
    static final Pattern FUNCTION = Pattern.compile("@CFunction\\s*(?:\\(([^)]*)\\))?\\s*" + ANNOS + MODS + "(?:<[^>]*>\\s*)?([\\w.]+)\\s+(\\w+)\\s*\\(([^)]*)\\)\\s*;");
    static final Pattern NAME_VALUE = Pattern.compile("^\\s*(?:value\\s*=\\s*)?\"([^\"]+)\"");

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: java GenHeaders.java <svm-sources.jar> <out-dir> | --list-cfunctions <svm-sources.jar>");
        }
        if (args[0].equals("--list-cfunctions")) {
            /* For checking: "<C symbol> TAB <source path>" for every @CFunction in the sources. */
            for (Map.Entry<String, String> file : readSources(args[1]).entrySet()) {
                Matcher f = FUNCTION.matcher(file.getValue());
                while (f.find()) {
                    System.out.println(cName(f.group(1), f.group(3)) + "\t" + file.getKey());
                }
            }
            return;
        }
        generate(readSources(args[0]), Path.of(args[1]));
    }

    static Map<String, String> readSources(String jarPath) throws IOException {
        Map<String, String> sources = new LinkedHashMap<>();
        try (ZipFile jar = new ZipFile(jarPath)) {
            for (ZipEntry e : java.util.Collections.list(jar.entries())) {
                if (e.getName().endsWith(".java")) {
                    sources.put(e.getName(), stripComments(new String(jar.getInputStream(e).readAllBytes(), StandardCharsets.UTF_8)));
                }
            }
        }
        return sources;
    }

    static void generate(Map<String, String> sources, Path outDir) throws IOException {
        /* Directive class name -> header path relative to a CLibraryPath entry. */
        Map<String, String> headerOf = new LinkedHashMap<>();
        for (String src : sources.values()) {
            Matcher m = DIRECTIVES.matcher(src);
            while (m.find()) {
                headerOf.put(m.group(1), m.group(2));
            }
        }
        Map<String, StringBuilder> headers = new LinkedHashMap<>();
        for (Map.Entry<String, String> file : sources.entrySet()) {
            String src = file.getValue();
            Matcher use = CONTEXT_USE.matcher(src);
            while (use.find()) {
                String header = headerOf.get(use.group(1));
                if (header == null) {
                    continue; /* e.g. PosixDirectives: system headers, nothing to generate */
                }
                Matcher decl = TYPE_DECL.matcher(src);
                if (!decl.find(use.end())) {
                    throw new IllegalStateException("no declaration after @CContext in " + file.getKey());
                }
                String body = block(src, decl.end() - 1);
                StringBuilder out = headers.computeIfAbsent(header, h -> new StringBuilder());
                out.append("/* from ").append(file.getKey()).append(" */\n");
                if (decl.group(1).equals("interface")) {
                    /* @CContext directly on a @CStruct: emit the struct, and the functions of the enclosing file that use it. */
                    int annotationsStart = Math.max(Math.max(src.lastIndexOf(';', use.start()), src.lastIndexOf('{', use.start())), src.lastIndexOf('}', use.start()));
                    emitStruct(out, structName(src.substring(annotationsStart + 1, decl.start()), decl.group(2)), body);
                    emitFunctions(out, src, Map.of(decl.group(2), structName(src.substring(annotationsStart + 1, decl.start()), decl.group(2))));
                } else {
                    emitClass(out, body);
                }
            }
        }
        for (Map.Entry<String, StringBuilder> h : headers.entrySet()) {
            Path target = outDir.resolve(h.getKey());
            Files.createDirectories(target.getParent());
            String guard = target.getFileName().toString().toUpperCase().replaceAll("\\W", "_");
            Files.writeString(target, "/* Generated by GenHeaders.java from the SubstrateVM sources; do not edit. */\n#ifndef " + guard + "\n#define " + guard + "\n\n" +
                            h.getValue() + "#endif\n");
            System.out.println("generated " + target);
        }
    }

    static void emitClass(StringBuilder out, String body) {
        int value = 0;
        Matcher c = CONSTANT.matcher(body);
        while (c.find()) {
            /* The values are ours to choose: the builder reads them back from this header. */
            out.append("#define ").append(cName(c.group(1), c.group(2))).append(' ').append(value++).append("\n");
        }
        Map<String, String> structs = new LinkedHashMap<>();
        Matcher s = STRUCT.matcher(body);
        while (s.find()) {
            String name = cName(s.group(1), s.group(2));
            emitStruct(out, name, block(body, s.end() - 1));
            structs.put(s.group(2), name);
        }
        emitFunctions(out, body, structs);
        out.append("\n");
    }

    /* C name of a struct: @CStruct("name") if given, else the Java interface name. */
    static String structName(String annotations, String javaName) {
        Matcher s = Pattern.compile("@CStruct\\s*(?:\\(([^)]*)\\))?").matcher(annotations);
        if (!s.find()) {
            throw new IllegalStateException(javaName + " has @CContext but no @CStruct");
        }
        return cName(s.group(1), javaName);
    }

    static void emitStruct(StringBuilder out, String name, String body) {
        out.append("\ntypedef struct {\n");
        Set<String> seen = new LinkedHashSet<>();
        Matcher f = FIELD.matcher(body);
        while (f.find()) {
            String field = cName(f.group(1), f.group(3));
            if (seen.add(field)) {
                /* Java booleans are stored as one byte (@AllowNarrowingCast). */
                String type = f.group(2).equals("boolean") ? "char" : cType(f.group(2), Map.of());
                out.append("  ").append(type).append(type.endsWith("*") ? "" : " ").append(field).append(";\n");
            }
        }
        out.append("} ").append(name).append(";\n\n");
    }

    static void emitFunctions(StringBuilder out, String src, Map<String, String> structs) {
        Matcher f = FUNCTION.matcher(src);
        while (f.find()) {
            List<String> params = new ArrayList<>();
            for (String p : f.group(4).split(",")) {
                String[] parts = p.replaceAll("@\\w+", "").trim().split("\\s+");
                if (parts.length == 2) {
                    String type = cType(parts[0], structs);
                    params.add(type + (type.endsWith("*") ? "" : " ") + parts[1]);
                }
            }
            String ret = f.group(2).equals("boolean") ? "int" : cType(f.group(2), structs);
            out.append(ret).append(ret.endsWith("*") ? "" : " ").append(cName(f.group(1), f.group(3)))
                            .append("(").append(params.isEmpty() ? "void" : String.join(", ", params)).append(");\n");
        }
    }

    static String cType(String javaType, Map<String, String> structs) {
        switch (javaType) {
            case "void": return "void";
            case "int": return "int";
            case "long": return "long";
            case "boolean": return "int"; /* a full register: safe whichever width the caller reads */
            case "CCharPointer": return "char *";
            case "CCharPointerPointer": return "char **";
            default:
                if (structs.containsKey(javaType)) {
                    return structs.get(javaType) + " *";
                }
                throw new IllegalStateException("no C mapping for Java type " + javaType + "; extend GenHeaders.cType");
        }
    }

    /* @CStruct/@CField/@CConstant/@CFunction("name") or (value = "name") override the Java name. */
    static String cName(String annotationArgs, String javaName) {
        if (annotationArgs != null) {
            Matcher m = NAME_VALUE.matcher(annotationArgs);
            if (m.find()) {
                return m.group(1);
            }
        }
        return javaName;
    }

    /* Text of the brace block starting at the '{' at index open, without the braces. */
    static String block(String src, int open) {
        int depth = 0;
        for (int i = open; i < src.length(); i++) {
            char c = src.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return src.substring(open + 1, i);
            }
        }
        throw new IllegalStateException("unbalanced braces");
    }

    /* Blanks out comments (keeping string and char literals) so annotations in docs are not matched. */
    static String stripComments(String src) {
        StringBuilder sb = new StringBuilder(src.length());
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < src.length() && src.charAt(j) != c) {
                    j += src.charAt(j) == '\\' ? 2 : 1;
                }
                j = Math.min(j + 1, src.length());
                sb.append(src, i, j);
                i = j;
            } else if (src.startsWith("//", i)) {
                int end = src.indexOf('\n', i);
                i = end < 0 ? src.length() : end;
            } else if (src.startsWith("/*", i)) {
                int end = src.indexOf("*/", i + 2);
                i = end < 0 ? src.length() : end + 2;
                sb.append(' ');
            } else {
                sb.append(c);
                i++;
            }
        }
        return sb.toString();
    }
}
