package dev.wirerace.results.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The one CSV writer: header and values from one list, quoting only where a spreadsheet needs it. */
class CsvColumnsTest {

    record Part(double share, String note) {
    }

    record Row(String name, long calls, Part part) {
    }

    private static final CsvColumns<Part> PART = new CsvColumns<Part>().add("share", Part::share).add("note", Part::note);

    private static final CsvColumns<Row> ROWS = new CsvColumns<Row>().add("name", Row::name).add("calls", Row::calls)
            .addAll(PART.prefixed("part_"), Row::part);

    @Test
    void headerAndValuesComeFromTheSameColumns() {
        String csv = ROWS.write(List.of(new Row("rest-http", 12, new Part(0.12345, "fine"))));
        assertEquals(List.of("name,calls,part_share,part_note", "rest-http,12,0.123,fine"), csv.lines().toList());
    }

    @Test
    void aMissingPartLeavesItsColumnsEmptyAndTheCountOfFieldsWhole() {
        String csv = ROWS.write(List.of(new Row("floor", 3, null)));
        assertEquals("floor,3,,", csv.lines().toList().get(1));
    }

    @Test
    void onlyTextThatNeedsItIsQuoted() {
        String csv = ROWS.write(List.of(new Row("wrk -t1 -c4 \"http://x/a,b\"", 1, new Part(1.0,
                "a note long enough that a quick check would quote it anyway"))));
        assertEquals("\"wrk -t1 -c4 \"\"http://x/a,b\"\"\",1,1.000,a note long enough that a quick check would quote it anyway",
                csv.lines().toList().get(1));
    }
}
