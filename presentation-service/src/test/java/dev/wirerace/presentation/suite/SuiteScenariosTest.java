package dev.wirerace.presentation.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.model.wire.Operation;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** A suite's scenarios under the run's wire filter and account-list sizes. */
class SuiteScenariosTest {

    @Test
    void everyAccountsScenarioRunsOncePerAskedSize() {
        List<Scenario> plain = Suite.QUICK.scenarios(config(Optional.of(List.of("grpc")), Optional.empty()));
        List<Scenario> sized = Suite.QUICK.scenarios(config(Optional.of(List.of("grpc")), Optional.of(List.of(55, 2000))));
        List<Scenario> accounts = plain.stream().filter(s -> s.operation() == Operation.ACCOUNTS).toList();
        assertEquals(plain.size() + accounts.size(), sized.size(), "one more of each accounts scenario");
        for (Scenario scenario : accounts) {
            assertEquals(1, sized.stream().filter(scenario::equals).count(), "kept once: " + scenario);
            assertEquals(1, sized.stream().filter(scenario.withSize(2000)::equals).count(), "added: " + scenario);
        }
        assertEquals(plain.stream().filter(s -> s.operation() != Operation.ACCOUNTS).toList(),
                sized.stream().filter(s -> s.operation() != Operation.ACCOUNTS).toList());
    }

    @Test
    void aSizeOutsideTheAllowedListIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> Suite.QUICK.scenarios(config(Optional.empty(), Optional.of(List.of(2001)))));
        assertThrows(IllegalArgumentException.class,
                () -> Suite.QUICK.scenarios(config(Optional.empty(), Optional.of(List.of(0)))));
    }

    /** A run's settings with nothing set but these two: the rest takes the suite's defaults. */
    private static BenchConfig config(Optional<List<String>> wires, Optional<List<Integer>> accounts) {
        InvocationHandler answers = (proxy, method, args) -> {
            if (method.isDefault()) {
                return InvocationHandler.invokeDefault(proxy, method, args);
            }
            return switch (method.getName()) {
                case "wires" -> wires;
                case "accounts" -> accounts;
                case "loadModel" -> "closed";
                default -> empty(method.getReturnType());
            };
        };
        return (BenchConfig) Proxy.newProxyInstance(BenchConfig.class.getClassLoader(), new Class<?>[] {BenchConfig.class},
                answers);
    }

    private static Object empty(Class<?> type) {
        if (type == Optional.class) {
            return Optional.empty();
        } else if (type == OptionalInt.class) {
            return OptionalInt.empty();
        } else if (type == OptionalDouble.class) {
            return OptionalDouble.empty();
        } else if (type == OptionalLong.class) {
            return OptionalLong.empty();
        } else if (type == boolean.class) {
            return false;
        }
        throw new IllegalStateException("no empty value for " + type);
    }
}
