package dev.wirerace.launcher;

import dev.wirerace.launcher.workspace.Workspace;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Every module built and installed, without tests. */
@Command(name = "build", description = "./mvnw install without tests.")
final class BuildCommand implements Callable<Integer> {

    @Override
    public Integer call() throws Exception {
        return Workspace.current().runScript(Duration.ofHours(1), "mvnw", "-B", "-ntp", "install", "-DskipTests");
    }
}
