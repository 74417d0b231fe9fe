package dev.wirerace.launcher.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The modes take turns: each goes first once in as many rounds as there are modes; a round's launches pair up. */
class TurnsTest {

    @Test
    void eachModeGoesFirstOnceInAsManyRoundsAsThereAreModes() {
        List<Mode> modes = List.of(Mode.JVM, Mode.AOT, Mode.NATIVE);

        assertEquals(modes, Turns.of(modes, 0));
        assertEquals(List.of(Mode.AOT, Mode.NATIVE, Mode.JVM), Turns.of(modes, 1));
        assertEquals(List.of(Mode.NATIVE, Mode.JVM, Mode.AOT), Turns.of(modes, 2));
        assertEquals(modes, Turns.of(modes, 3));
        assertEquals(List.of(Mode.JVM), Turns.of(List.of(Mode.JVM), 4));
    }

    @Test
    void aModesFirstAnswersAreSetAgainstTheJvmsOfTheSameRound() {
        Launches.Startups jvm = new Launches.Startups(List.of(4_000.0, 5_000.0, 3_000.0), List.of(), List.of(), List.of());
        Launches.Startups aot = new Launches.Startups(List.of(2_000.0, 2_000.0), List.of(), List.of(), List.of());

        assertEquals(List.of(0.5, 0.4), aot.over(jvm), "round by round, as far as both went");
    }
}
