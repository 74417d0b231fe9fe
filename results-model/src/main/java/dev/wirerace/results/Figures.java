package dev.wirerace.results;

import java.util.Locale;

/** How the console prints a figure, the same in the table and the digest. */
final class Figures {

    private Figures() {
    }

    /**
     * Two decimals below 10 µs, where in-process calls live, four below 0.1 µs (a local call's few
     * nanoseconds), one above.
     */
    static String micros(Double micros) {
        return format(micros, micros == null || micros >= 10 ? "%.1f" : micros >= 0.1 ? "%.2f" : "%.4f");
    }

    /** CPU per call: two decimals below 10 µs. */
    static String cpu(Double micros) {
        return format(micros, micros != null && micros < 10 ? "%.2f" : "%.1f");
    }

    static String format(Double value, String pattern) {
        return value == null ? "-" : String.format(Locale.ROOT, pattern, value);
    }
}
