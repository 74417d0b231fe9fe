package dev.wirerace.launcher.payload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.launcher.Wirerace;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** ./wirerace payload: a sample typed and its schema written, passed back, and every bad input refused by place. */
class PayloadCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter errors = new StringWriter();

    private int run(String... args) {
        CommandLine commandLine = Wirerace.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(errors, true));
        return commandLine.execute(args);
    }

    private Path file(String name, String json) throws IOException {
        return Files.writeString(dir.resolve(name), json);
    }

    @Test
    void aSampleIsTypedAndItsSchemaWrittenToPassBack() throws IOException {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            lines.append(i == 0 ? "" : ",").append("{\"qty\":").append(i).append(",\"state\":\"")
                    .append(i % 2 == 0 ? "open" : "shut").append('"').append(i == 0 ? ",\"note\":\"x\"" : "").append('}');
        }
        Path sample = file("order.json", "{\"order-id\":1,\"lines\":[" + lines + "]}");
        Path out = dir.resolve("out");
        assertEquals(0, run("payload", sample.toString(), "--out", out.toString()), errors.toString());
        String said = this.out.toString();
        assertTrue(said.contains("payload order.json: "), said);
        assertTrue(said.contains("/order-id: orderId (proto order_id)"), said);
        assertTrue(said.contains("/lines/*/state: State (open, shut)"), said);
        assertTrue(said.contains("/lines/*/note"), said);
        assertTrue(said.contains("each call changes /order-id"), said);
        Path schema = out.resolve("schema.json");
        assertTrue(Files.readString(schema).contains("\"enum\" : [ \"open\", \"shut\" ]"));

        // the user makes the enum a string, and passes the schema back
        Files.writeString(schema, Files.readString(schema).replace("\"title\" : \"State\",", "")
                .replace("\"enum\" : [ \"open\", \"shut\" ]", "\"maxLength\" : 8"));
        this.out.getBuffer().setLength(0);
        assertEquals(0, run("payload", sample.toString(), "--schema", schema.toString()), errors.toString());
        assertTrue(!this.out.toString().contains("enums"), this.out.toString());
        assertTrue(this.out.toString().contains("the sample fits"), this.out.toString());
    }

    @Test
    void aSampleThatDoesNotFitTheSchemaIsRefusedByPlace() throws IOException {
        Path schema = file("schema.json", "{\"type\":\"object\",\"properties\":{\"n\":{\"type\":\"integer\","
                + "\"format\":\"int32\"}},\"required\":[\"n\"]}");
        assertEquals(2, run("payload", file("big.json", "{\"n\":3000000000}").toString(), "--schema", schema.toString()));
        assertTrue(errors.toString().contains("big.json: /n: the schema asks for an integer of 32 bits, the sample has"
                + " 3000000000"), errors.toString());
        assertEquals(2, run("payload", file("extra.json", "{\"n\":1,\"m\":2}").toString(), "--schema", schema.toString()));
        assertTrue(errors.toString().contains("extra.json: /m: not in the schema's Document"), errors.toString());
        Path broken = file("broken-schema.json", "{\"properties\":{\"a\":{\"oneOf\":[]}}}");
        assertEquals(2, run("payload", file("fine.json", "{\"a\":1}").toString(), "--schema", broken.toString()));
        assertTrue(errors.toString().contains("broken-schema.json: /properties/a/oneOf: the schema keyword 'oneOf'"),
                errors.toString());
    }

    @Test
    void badInputIsRefusedBeforeAnythingIsWritten() throws IOException {
        assertEquals(2, run("payload", dir.resolve("nothing.json").toString()));
        assertTrue(errors.toString().contains("payload: no file"), errors.toString());
        assertEquals(2, run("payload", file("broken.json", "{\"a\": [1, 2").toString(), "--out", dir.toString()));
        assertTrue(errors.toString().contains("broken.json: the document: not JSON at line 1"), errors.toString());
        assertEquals(2, run("payload", file("mixed.json", "{\"a\": [1, \"x\"]}").toString(), "--out", dir.toString()));
        assertTrue(errors.toString().contains("/a/1: a string where /a/0 held a number"), errors.toString());
        assertEquals(2, run("payload", dir.toString()));
        assertTrue(errors.toString().contains("is a directory"), errors.toString());
        assertTrue(Files.notExists(dir.resolve("schema.json")), "nothing written for a refused payload");
    }
}
