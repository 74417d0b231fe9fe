package dev.wirerace.launcher.nativecompare;

import java.util.ArrayList;
import java.util.List;

/**
 * The order in which the modes take their turn in one round of a comparison: the modes' own order rotated by the
 * round, so that over as many rounds as there are modes each goes first once. The host here drifts by up to 17 %
 * within minutes; modes measured in turns meet its slow and fast spells alike, and one round's figures can be set
 * against each other.
 */
final class Turns {

    private Turns() {
    }

    /** Round 0 as given; round 1 of [jvm, aot, native] is [aot, native, jvm]. */
    static <T> List<T> of(List<T> modes, int round) {
        List<T> turn = new ArrayList<>(modes.size());
        for (int i = 0; i < modes.size(); i++) {
            turn.add(modes.get((i + round) % modes.size()));
        }
        return turn;
    }
}
