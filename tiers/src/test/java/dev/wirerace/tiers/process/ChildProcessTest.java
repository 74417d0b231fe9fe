package dev.wirerace.tiers.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real child processes (sh and sleep): started, watched, and stopped with what they started. */
class ChildProcessTest {

    @TempDir
    Path dir;

    @Test
    void closeStopsTheChildAndWhatItStarted() throws Exception {
        ChildProcess parent = ChildProcess.of("parent", List.of("sh", "-c", "sleep 120 & sleep 120 & wait"))
                .log(dir.resolve("parent.log")).start();
        List<ProcessHandle> sleepers = awaitDescendants(parent, 2);
        parent.close();
        assertFalse(parent.alive());
        for (ProcessHandle sleeper : sleepers) {
            sleeper.onExit().get(30, java.util.concurrent.TimeUnit.SECONDS);
            assertFalse(sleeper.isAlive(), "grandchild " + sleeper.pid() + " outlived its parent's close");
        }
    }

    @Test
    void awaitExitReturnsTheExitCodeAndStopsAnOverrunningChild() throws Exception {
        assertEquals(3, ChildProcess.of("exits", List.of("sh", "-c", "exit 3")).log(dir.resolve("a.log")).start()
                .awaitExit(Duration.ofSeconds(30)));
        ChildProcess slow = ChildProcess.of("slow", List.of("sleep", "120")).log(dir.resolve("b.log")).start();
        IOException overrun = assertThrows(IOException.class, () -> slow.awaitExit(Duration.ofMillis(300)));
        assertTrue(overrun.getMessage().contains("slow did not finish"), overrun.getMessage());
        assertFalse(slow.alive());
    }

    @Test
    void awaitHttpFailsAtOnceWhenTheChildExitsAndQuotesItsLog() throws Exception {
        ChildProcess dying = ChildProcess.of("dying", List.of("sh", "-c", "echo no such port; exit 7"))
                .log(dir.resolve("c.log")).start();
        long started = System.nanoTime();
        IOException failed = assertThrows(IOException.class, () -> dying.awaitHttp(URI.create("http://127.0.0.1:9/"),
                body -> true, Duration.ofSeconds(60), Duration.ofMillis(50)));
        assertTrue(System.nanoTime() - started < Duration.ofSeconds(30).toNanos());
        assertTrue(failed.getMessage().contains("exited with 7"), failed.getMessage());
        assertTrue(failed.getMessage().contains("no such port"), failed.getMessage());
    }

    @Test
    void aPinnedChildRunsOnlyOnItsCpus() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/taskset")), "taskset is not installed: pinning is not checked here");
        Path out = dir.resolve("cpus.log");
        ChildProcess pinned = ChildProcess.of("pinned", List.of("sh", "-c", "grep Cpus_allowed_list /proc/self/status"))
                .cpus(java.util.Optional.of("0")).log(out).start();
        assertEquals(0, pinned.awaitExit(Duration.ofSeconds(30)));
        assertTrue(Files.readString(out).matches("(?s)Cpus_allowed_list:\\s+0\\s*"), Files.readString(out));
    }

    private static List<ProcessHandle> awaitDescendants(ChildProcess parent, int count) throws Exception {
        for (int i = 0; i < 100; i++) {
            List<ProcessHandle> found = ProcessHandle.of(parent.pid()).orElseThrow().descendants().toList();
            if (found.size() >= count) {
                return found;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the child did not start its " + count + " sleepers");
    }
}
