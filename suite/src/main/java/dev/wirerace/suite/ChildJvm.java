package dev.wirerace.suite;

import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of a child JVM of this process: the same java, the same options and application, with
 * some system properties replaced and other arguments. How {@code --fork} and the lookup study get fresh JVMs.
 */
public final class ChildJvm {

    /** Settings a child gets from its parent and must never take from the inherited command line. */
    private static final List<String> ALWAYS_OVERRIDDEN = List.of("-Dwirerace.results.dir=", "-Dwirerace.fork.child=",
            "-Dquarkus.http.port=");

    private ChildJvm() {
    }

    /**
     * Runs a child to its end, its console on ours, killing it past the bound; returns its exit code.
     *
     * @param what names the child in the error when it overruns
     */
    public static int run(List<String> properties, List<String> arguments, Duration bound, String what)
            throws IOException, InterruptedException {
        return ChildProcess.of(what, command(properties, arguments)).start().awaitExit(bound);
    }

    /**
     * @param properties {@code -Dname=value} options for the child; the parent's own option of each name is dropped
     * @param arguments the application's arguments
     */
    public static List<String> command(List<String> properties, List<String> arguments) {
        ProcessHandle.Info self = ProcessHandle.current().info();
        List<String> inherited = List.of(self.arguments().orElseThrow(
                () -> new IllegalStateException("this platform does not tell a process its arguments: no child JVM")));
        int jar = inherited.indexOf("-jar");
        List<String> options = jar >= 0 ? inherited.subList(0, jar + 2)
                : inherited.stream().takeWhile(option -> option.startsWith("-")).toList();
        List<String> replaced = new ArrayList<>(ALWAYS_OVERRIDDEN);
        properties.forEach(property -> replaced.add(property.substring(0, property.indexOf('=') + 1)));
        List<String> command = new ArrayList<>();
        command.add(self.command().orElseThrow());
        command.add("-Dwirerace.fork.child=true");
        command.add("-Dquarkus.http.port=0");
        command.addAll(properties);
        options.stream().filter(option -> replaced.stream().noneMatch(option::startsWith)).forEach(command::add);
        command.addAll(arguments);
        return command;
    }
}
