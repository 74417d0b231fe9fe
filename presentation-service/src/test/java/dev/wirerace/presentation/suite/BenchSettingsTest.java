package dev.wirerace.presentation.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.processes.BenchSetting;
import io.smallrye.config.ConfigMapping;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The command line writes BenchSetting's keys; the service reads BenchConfig, whose names SmallRye derives
 * from its methods (wireWarmup → wire-warmup). A setting one side names and the other lacks would be
 * silently ignored: this holds both to one list.
 */
class BenchSettingsTest {

    private static String kebab(String method) {
        return method.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase();
    }

    @Test
    void theCommandLinesSettingsAreExactlyTheOnesTheServiceReads() {
        Set<String> read = Arrays.stream(BenchConfig.class.getDeclaredMethods())
                .filter(m -> Modifier.isAbstract(m.getModifiers())).map(Method::getName).map(BenchSettingsTest::kebab)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> written = Arrays.stream(BenchSetting.values()).map(BenchSetting::settingName)
                .collect(Collectors.toCollection(TreeSet::new));

        assertEquals(written, read);
        assertEquals(BenchSetting.PREFIX, BenchConfig.class.getAnnotation(ConfigMapping.class).prefix());
    }
}
