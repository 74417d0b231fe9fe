package dev.wirerace.probes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class ProcessMemoryTest {

    @Test
    void readsRssAndItsHighWaterMarkFromAStatusFile() {
        ProcessMemory memory = ProcessMemory.parse("""
                Name:\tjava
                VmPeak:\t 9000000 kB
                VmHWM:\t  524288 kB
                VmRSS:\t  262144 kB
                Threads:\t42
                """);
        assertEquals(262144, memory.rssKb());
        assertEquals(524288, memory.peakRssKb());
        assertEquals(256.0, memory.rssMb());
        assertEquals(512.0, memory.peakRssMb());
    }

    @Test
    void aStatusWithoutTheFieldsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ProcessMemory.parse("Name:\tjava\n"));
    }

    @Test
    void readsThisProcessFromProc() throws IOException {
        ProcessMemory self = ProcessMemory.of(ProcessHandle.current().pid());
        assertTrue(self.rssKb() > 0, "a running JVM has resident pages");
        assertTrue(self.peakRssKb() >= self.rssKb(), "the high-water mark is never below the current RSS");
    }
}
