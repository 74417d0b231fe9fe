package dev.wirerace.results.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * A CSV file's columns, each a header name beside how a row gives its value, so that no header can drift from
 * its values; Jackson's CSV writer does the quoting. Every results file of every run kind is written this way.
 * Values: null empty, a double to three decimals, anything else as its text.
 */
public final class CsvColumns<T> {

    /** Quotes only what needs it: by default Jackson quotes every text of 24 characters or more. */
    private static final CsvMapper CSV = CsvMapper.builder().enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING).build();

    private final List<String> names = new ArrayList<>();
    private final List<Function<? super T, ?>> values = new ArrayList<>();

    public CsvColumns<T> add(String name, Function<? super T, ?> value) {
        names.add(name);
        values.add(value);
        return this;
    }

    /** The columns of {@code part}, reached from each row through {@code path}; empty when it gives null. */
    public <P> CsvColumns<T> addAll(CsvColumns<P> part, Function<? super T, ? extends P> path) {
        for (int i = 0; i < part.names.size(); i++) {
            Function<? super P, ?> value = part.values.get(i);
            add(part.names.get(i), row -> {
                P reached = path.apply(row);
                return reached == null ? null : value.apply(reached);
            });
        }
        return this;
    }

    /** These columns with {@code prefix} before each name, for a part that appears more than once in a row. */
    public CsvColumns<T> prefixed(String prefix) {
        CsvColumns<T> copy = new CsvColumns<>();
        for (int i = 0; i < names.size(); i++) {
            copy.add(prefix + names.get(i), values.get(i));
        }
        return copy;
    }

    public List<String> names() {
        return List.copyOf(names);
    }

    /** The header line and one line per row. */
    public String write(Collection<? extends T> rows) {
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        names.forEach(schema::addColumn);
        List<List<String>> lines = new ArrayList<>();
        for (T row : rows) {
            lines.add(values.stream().<String>map(value -> text(value.apply(row))).toList());
        }
        try {
            return CSV.writer(schema.build()).writeValueAsString(lines);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("CSV of plain text values failed: " + e.getMessage(), e);
        }
    }

    private static String text(Object value) {
        if (value == null) {
            return "";
        }
        return value instanceof Double d ? String.format(Locale.ROOT, "%.3f", d) : value.toString();
    }
}
