package dev.wirerace.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * An option's default lives in one place, the code, and its help shows it from there: no description types a
 * default of its own ("(0.10)", "default: 1500", "12% for quick"), and none repeats the value its field starts
 * with instead of ${DEFAULT-VALUE}. A suite's own defaults are in its summary, made from the suite.
 */
class OptionDefaultsTest {

    /** A figure after the word default, before the parenthesis closes: "default 0.05", "default: the preset's, else 1500". */
    private static final Pattern TYPED_DEFAULT = Pattern.compile("\\(default[^)]*?\\d", Pattern.CASE_INSENSITIVE);
    /** A bare figure in parentheses, the default of old: "(0.10)". */
    private static final Pattern BARE_FIGURE = Pattern.compile("\\(\\d+(\\.\\d+)?%*\\)");

    @Test
    void noDescriptionTypesADefault() {
        List<String> typed = new ArrayList<>();
        visit(Wirerace.commandLine(), typed);
        assertEquals(List.of(), typed, "defaults typed into descriptions instead of ${DEFAULT-VALUE} or the suite's summary");
    }

    private static void visit(CommandLine command, List<String> typed) {
        for (OptionSpec option : command.getCommandSpec().options()) {
            String raw = written(option);
            String before = raw.contains("${DEFAULT-VALUE}") ? raw.substring(0, raw.indexOf("${DEFAULT-VALUE}")) : raw;
            String where = command.getCommandName() + " " + option.longestName() + ": " + raw;
            if (TYPED_DEFAULT.matcher(before).find() || BARE_FIGURE.matcher(raw).find()) {
                typed.add(where);
            } else if (!raw.contains("${DEFAULT-VALUE}") && startsWith(option) != null
                    && raw.toLowerCase(Locale.ROOT).contains("default: " + startsWith(option) + ")")) {
                typed.add(where);
            }
        }
        command.getSubcommands().values().forEach(sub -> visit(sub, typed));
    }

    /** The description as written in the code, before picocli renders its variables. */
    private static String written(OptionSpec option) {
        if (option.userObject() instanceof java.lang.reflect.AnnotatedElement element
                && element.getAnnotation(CommandLine.Option.class) != null) {
            return String.join(" ", element.getAnnotation(CommandLine.Option.class).description());
        }
        return String.join(" ", option.description());
    }

    /** The value the option's field starts with, as help would show it; null for none worth showing. */
    private static String startsWith(OptionSpec option) {
        Object initial = option.initialValue();
        if (initial == null || initial instanceof Boolean || initial instanceof java.util.Optional<?>
                || initial instanceof java.util.Collection<?>) {
            return null;
        }
        return String.valueOf(initial).toLowerCase(Locale.ROOT);
    }
}
