package dev.wirerace.results.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Why a row's figure is not to be taken as it stands, in words a reader needs no legend for: the trust
 * flags spelt out, and failed calls counted.
 */
public final class TrustWords {

    private static final String UNSTEADY = ScenarioResult.Trust.UNSTEADY;
    private static final String DISTURBED = ScenarioResult.Trust.DISTURBED;
    private static final String COMPILING = ScenarioResult.Trust.COMPILING;
    private static final String SHORT_ROUNDS = ScenarioResult.Trust.SHORT_ROUNDS;

    private TrustWords() {
    }

    /** Empty for a row with nothing against it (or from a run older than the trust figures). */
    public static List<String> why(ScenarioResult row) {
        List<String> words = new ArrayList<>();
        ScenarioResult.Trust trust = row.trust();
        if (trust != null) {
            List<String> flags = trust.flags() == null ? List.of() : trust.flags();
            if (flags.contains(UNSTEADY) || !trust.warmupSteady()) {
                words.add("warm-up not steady");
            }
            if (flags.contains(DISTURBED) || trust.disturbedRounds() > 0) {
                words.add(String.format(Locale.ROOT, "%d of %d rounds disturbed", trust.disturbedRounds(), trust.rounds()));
            }
            if (flags.contains(COMPILING)) {
                words.add("a tier's JIT compiling for over a fifth of the window");
            }
            if (flags.contains(SHORT_ROUNDS)) {
                words.add("rounds shorter than a call");
            }
            // a flag newer than this code still deserves a mention
            flags.stream().filter(flag -> !List.of(UNSTEADY, DISTURBED, COMPILING, SHORT_ROUNDS).contains(flag))
                    .forEach(words::add);
        }
        long failed = row.errors() == null ? 0 : row.errorCount();
        if (failed > 0) {
            words.add(failed + (failed == 1 ? " failed call" : " failed calls"));
        }
        return List.copyOf(words);
    }
}
