package dev.wirerace.results.stats;

import java.util.Locale;

/** How the console prints a figure, the same in the table and the digest. */
public final class Figures {

    private Figures() {
    }

    /**
     * Two decimals below 10 µs, where in-process calls live, four below 0.1 µs (a local call's few
     * nanoseconds), one above.
     */
    public static String micros(Double micros) {
        return format(micros, micros == null || micros >= 10 ? "%.1f" : micros >= 0.1 ? "%.2f" : "%.4f");
    }

    /** CPU per call: two decimals below 10 µs. */
    public static String cpu(Double micros) {
        return format(micros, micros != null && micros < 10 ? "%.2f" : "%.1f");
    }

    public static String format(Double value, String pattern) {
        return value == null ? "-" : String.format(Locale.ROOT, pattern, value);
    }

    /** "48.2 [46.0–50.5]" ({@code unit} after the p50), or without the brackets when there is no interval. */
    public static String p50(RunDigest.Entry entry, String unit) {
        if (entry.p50Micros() == null) {
            return "-";
        }
        String p50 = micros(entry.p50Micros()) + unit;
        return entry.p50LowMicros() == null || entry.p50HighMicros() == null ? p50
                : p50 + " [" + micros(entry.p50LowMicros()) + "–" + micros(entry.p50HighMicros()) + "]";
    }

    /** A paired ratio with its 95 % interval: "1.78× [1.52–2.09]". */
    public static String ratio(PairedEstimate estimate) {
        return ratio(estimate.ratio(), estimate.low(), estimate.high());
    }

    /** The same from its three figures. */
    public static String ratio(double ratio, double low, double high) {
        String digits = ratio >= 10 || high >= 10 ? "%.0f" : "%.2f";
        return String.format(Locale.ROOT, digits + "× [" + digits + "–" + digits + "]", ratio, low, high);
    }
}
