package dev.wirerace.business;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.usage.HostDescription;
import dev.wirerace.model.usage.ProcessUsage;
import dev.wirerace.model.usage.YardstickReading;
import dev.wirerace.probes.JavaYardstick;
import io.quarkus.test.junit.QuarkusTest;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/** The business-service's side of the cost ledger, read over HTTP as the presentation tier reads it. */
@QuarkusTest
class UsageResourceTest {

    @Test
    void itReportsThisProcessAndItsUsageGrowsWithTheCallsServed() {
        ProcessUsage before = given().get("/admin/usage").then().statusCode(200).extract().as(ProcessUsage.class);
        for (int i = 0; i < 300; i++) {
            int x = ThreadLocalRandom.current().nextInt(1_000_000);
            given().get("/rest/add-one/" + x).then().statusCode(200);
        }
        ProcessUsage after = given().get("/admin/usage").then().statusCode(200).extract().as(ProcessUsage.class);

        assertEquals(ProcessHandle.current().pid(), after.pid(), "the test runs the service in its own JVM");
        assertEquals(before.bootId(), after.bootId());
        assertTrue(after.cpuNanos() > before.cpuNanos(), "CPU time did not grow");
        assertTrue(after.userTicks() + after.systemTicks() >= before.userTicks() + before.systemTicks());
        assertTrue(after.allocatedBytes() > before.allocatedBytes(), "allocation did not grow");
        assertTrue(after.gcCount() >= before.gcCount());
    }

    /** Its Java yardstick, read over HTTP as the presentation tier reads it between slots. */
    @Test
    void itReadsItsJavaYardstick() {
        YardstickReading reading = given().get("/admin/yardstick").then().statusCode(200).extract()
                .as(YardstickReading.class);
        assertEquals(JavaYardstick.read().orElseThrow().passes(), reading.passes());
        assertTrue(reading.nanosPerPass() > 0, reading.toString());
    }

    /** Its host as it sees it: the machine's CPUs, and the CPUs this process may use (its pinning). */
    @Test
    void itDescribesItsHost() {
        HostDescription host = given().get("/admin/host").then().statusCode(200).extract().as(HostDescription.class);
        assertTrue(host.cores() >= Runtime.getRuntime().availableProcessors(), "the machine's CPUs, not this process's share");
        assertTrue(host.memoryBytes() > 0);
        assertEquals(System.getProperty("os.name") + " " + System.getProperty("os.version"), host.kernel());
        assertTrue(host.cpusAllowed() == null || host.cpusAllowed().matches("[0-9,-]+"), host.cpusAllowed());
    }
}
