package dev.wirerace.results.stats;

import dev.wirerace.engine.ledger.HostProbe;
import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.PrecisionRequest;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunPrecision;
import dev.wirerace.results.data.RunSettings;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * What a run's answer rests on, in one sentence: its forks and rounds, how many rows came out clean, what it
 * waited for a quiet host, the precision it reached against what was asked, and the host it ran on. A run that
 * could not vouch for its figures says so here, before the table, not only in each row's flags.
 */
public final class RunBasis {

    private RunBasis() {
    }

    /**
     * "from 2 forks × 2 rounds; 64 of 64 rows clean; ..."; null for a run without settings.
     *
     * @param groups the run's scenarios ranked (RunDigest.groups), whose paired intervals give its precision
     */
    public static String describe(RunDocument run, List<RunDigest.Group> groups) {
        RunSettings settings = run.settings();
        if (settings == null || run.scenarios().isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        int forks = settings.forks().forkCount() == null ? 1 : settings.forks().forkCount();
        parts.add(String.format(Locale.ROOT, "from %d fork%s × %s rounds", forks, forks == 1 ? "" : "s",
                rounds(settings)));
        List<ScenarioResult.Trust> trusts = run.scenarios().stream().map(ScenarioResult::trust).filter(Objects::nonNull)
                .toList();
        long clean = trusts.stream().filter(t -> !t.flags().contains(ScenarioResult.Trust.DISTURBED)).count();
        int setAside = trusts.stream().mapToInt(t -> t.setAsideRounds() == null ? 0 : t.setAsideRounds()).sum();
        parts.add(String.format(Locale.ROOT, "%d of %d rows clean of others' load%s", clean, trusts.size(),
                setAside == 0 ? "" : " (" + setAside + " disturbed round" + (setAside == 1 ? "" : "s")
                        + " set aside, the rows' clean ones being enough)"));
        RunSettings.NoiseGuard guard = settings.noiseGuard();
        if (guard != null && guard.quietWaits() != null && guard.quietWaits() > 0) {
            parts.add(String.format(Locale.ROOT, "%d wait%s for a quiet host (%s of %s allowed)%s", guard.quietWaits(),
                    guard.quietWaits() == 1 ? "" : "s", minutes(guard.waitedMillis()), minutes(guard.patienceMillis()),
                    Boolean.TRUE.equals(guard.patienceSpent()) ? ", the patience spent with rounds still disturbed" : ""));
        }
        PrecisionRequest request = settings.precisionRequest();
        Double paired = request != null ? null : pairedHalfWidth(groups);
        if (request != null) {
            parts.add(describe(request));
        } else if (paired != null) {
            parts.add(String.format(Locale.ROOT, "precision ±%.0f %% on the median row's paired ratio", 100 * paired));
        }
        double[] steal = run.scenarios().stream().filter(row -> row.rounds() != null && row.rounds().stealShare() != null)
                .flatMap(row -> row.rounds().stealShare().stream()).filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue).toArray();
        if (steal.length > 0) {
            parts.add(String.format(Locale.ROOT, "the hypervisor took %.0f %% of the CPU in the rounds (up to %.0f %%)",
                    100 * java.util.Arrays.stream(steal).average().orElseThrow(),
                    100 * java.util.Arrays.stream(steal).max().orElseThrow()));
        }
        String speed = javaSpeedMoved(settings.javaSpeed());
        if (speed != null) {
            parts.add(speed);
        }
        HostProbe.Reading host = settings.environment().hostAlone();
        if (host != null && host.stealMax() != null) {
            parts.add(String.format(Locale.ROOT, "the host alone before it: steal %.0f %% (up to %.0f %%), others up"
                    + " to %.0f %%", 100 * host.stealMean(), 100 * host.stealMax(),
                    100 * (host.othersMax() == null ? 0 : host.othersMax())));
        }
        String basis = "basis: " + String.join("; ", parts);
        boolean indicative = (request != null && request.farFromAsked()) || 10 * clean < 9L * trusts.size();
        return indicative ? basis + ". The figures are indicative: the run could not vouch for them all." : basis + ".";
    }

    /**
     * "the host ran Java 1.55× slower in one fork than in another (the yardstick, presentation host): its µs carry
     * that, the paired ratios less": said when the forks' yardsticks differ by more than a JVM start moves them
     * (AbVerdicts.HOST_LIMIT). A host can slow down with no steal and no other process to show for it (here, 1.75×
     * for minutes): the noise guard cannot see that, the yardstick between forks can.
     */
    static String javaSpeedMoved(JavaSpeed speed) {
        if (speed == null) {
            return null;
        }
        double client = spread(speed.clientNanosPerPass());
        double server = spread(speed.serverNanosPerPass());
        double most = Math.max(client, server);
        if (most <= 1 + AbVerdicts.HOST_LIMIT) {
            return null;
        }
        return String.format(Locale.ROOT, "the host ran Java %.2f× slower in one fork than in another (the yardstick,"
                + " %s host): its µs and CPU per call carry that, the paired ratios less", most,
                client >= server ? "presentation" : "business");
    }

    private static double spread(List<Double> perFork) {
        if (perFork == null) {
            return 1;
        }
        double[] readings = perFork.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue)
                .filter(value -> value > 0).toArray();
        if (readings.length < 2) {
            return 1;
        }
        return java.util.Arrays.stream(readings).max().orElseThrow() / java.util.Arrays.stream(readings).min().orElseThrow();
    }

    /** The rounds of each fork; on average where a fork added for precision had more (RunPrecision). */
    static String rounds(RunSettings settings) {
        Integer planned = settings.timing().iterations();
        RunPrecision precision = settings.precision();
        if (precision != null && (planned == null || Math.abs(precision.roundsPerFork() - planned) > 0.05)) {
            return String.format(Locale.ROOT, "%.1f", precision.roundsPerFork());
        }
        return planned == null ? "?" : String.valueOf(planned);
    }

    /** "2 min 10 s", "40 s". */
    static String minutes(Long millis) {
        long seconds = millis == null ? 0 : Math.round(millis / 1000.0);
        return seconds < 60 ? seconds + " s" : seconds / 60 + " min " + seconds % 60 + " s";
    }

    /**
     * The median over the ranked rows of the half width of their paired interval against the row above
     * (RunDigest's {@code overAbove}), as a share either way: the precision the run's answer rests on, since its
     * ties and leads are read from these intervals. Null when no row has one.
     */
    public static Double pairedHalfWidth(RunDocument run) {
        return pairedHalfWidth(RunDigest.groups(run));
    }

    /** The same, from the run's groups already ranked (RunDigest.groups). */
    static Double pairedHalfWidth(List<RunDigest.Group> groups) {
        double[] halves = groups.stream().flatMap(group -> group.entries().stream())
                .filter(e -> e.overAboveLow() != null && e.overAboveHigh() != null && e.overAboveLow() > 0)
                .mapToDouble(e -> Math.sqrt(e.overAboveHigh() / e.overAboveLow()) - 1).toArray();
        return halves.length == 0 ? null : new Median().evaluate(halves);
    }

    /** "precision ±6 % on the median row's paired ratio, asked ±10 %" or what the budget left it at. */
    static String describe(PrecisionRequest request) {
        String reached = request.reachedShare() == null ? "no paired interval"
                : String.format(Locale.ROOT, "±%.0f %%", 100 * request.reachedShare());
        String asked = String.format(Locale.ROOT, "±%.0f %%", 100 * request.askedShare());
        return switch (request.ended()) {
            case PrecisionRequest.REACHED -> "precision " + reached + " on the median row's paired ratio, asked " + asked;
            case PrecisionRequest.BUDGET -> String.format(Locale.ROOT, "precision %s on the median row's paired ratio, asked %s: another"
                    + " fork would not fit in the budget (%s of %s spent)", reached, asked, minutes(request.tookMillis()),
                    minutes(request.budgetMillis()));
            default -> "the most forks ran, at " + reached + " on the median row's paired ratio, asked " + asked;
        };
    }
}
