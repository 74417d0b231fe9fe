package dev.wirerace.launcher.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commit results are stamped with: the checkout's, "-dirty" only when a tracked file has changed. */
class WorkspaceCommitTest {

    @TempDir
    Path checkout;

    @Test
    void aChangedTrackedFileMakesTheStampDirtyAndAnUntrackedOneDoesNot() throws Exception {
        assumeTrue(git("--version") == 0, "git is not installed here: the stamp cannot be checked");
        Workspace workspace = new Workspace(checkout);
        assertEquals("unknown", workspace.gitCommit(), "not a git checkout");

        Files.writeString(checkout.resolve("tracked.txt"), "one");
        assertEquals(0, git("init", "-q"));
        assertEquals(0, git("add", "tracked.txt"));
        assertEquals(0, git("-c", "user.name=wirerace", "-c", "user.email=wirerace@localhost", "commit", "-q", "-m", "one"));
        String clean = workspace.gitCommit();
        assertTrue(clean.matches("[0-9a-f]{7,}"), clean);

        Files.writeString(checkout.resolve("untracked.txt"), "results, logs");
        assertEquals(clean, workspace.gitCommit());

        Files.writeString(checkout.resolve("tracked.txt"), "two");
        assertEquals(clean + "-dirty", workspace.gitCommit());
    }

    /** The exit of git run in the checkout (ChildProcess.run, as Workspace runs it); -1 when git cannot start. */
    private int git(String... arguments) throws InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-C", checkout.toString()));
        command.addAll(List.of(arguments));
        try {
            return ChildProcess.run("git", command, Duration.ofSeconds(30)).exit();
        } catch (IOException noGit) {
            return -1;
        }
    }
}
