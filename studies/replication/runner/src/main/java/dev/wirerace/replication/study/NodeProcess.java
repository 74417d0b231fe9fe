package dev.wirerace.replication.study;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One node JVM: commands go to its stdin, its {@code @@} replies are read from its stdout, everything else
 * it prints goes to its log. Every wait is bounded, and a node that dies is reported as such, never waited on.
 */
final class NodeProcess implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String EXITED = "@@exited";

    private final int node;
    private final ChildProcess process;
    private final Writer commands;
    private final BlockingQueue<String> replies = new LinkedBlockingQueue<>();

    NodeProcess(int node, List<String> command, Path log) throws IOException {
        this.node = node;
        this.process = ChildProcess.of("node " + node, command).pipes().log(log).start();
        this.commands = new OutputStreamWriter(process.input(), StandardCharsets.UTF_8);
        Thread.ofPlatform().daemon().name("node-" + node + "-out").start(() -> pump(log));
    }

    private void pump(Path log) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.output(), StandardCharsets.UTF_8));
                Writer logged = new java.io.FileWriter(log.toFile(), StandardCharsets.UTF_8, true)) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("@@")) {
                    replies.add(line);
                } else {
                    logged.write(line + "\n");
                }
            }
        } catch (IOException ignored) {
            // the process is gone; the sentinel below says so
        }
        replies.add(EXITED);
    }

    void send(String command) throws IOException {
        commands.write(command + "\n");
        commands.flush();
    }

    /** Waits for the reply {@code @@<event> {...}} and returns its fields. */
    @SuppressWarnings("unchecked")
    Map<String, Object> expect(String event, Duration bound) throws NodeFailure, InterruptedException {
        String line = replies.poll(bound.toMillis(), TimeUnit.MILLISECONDS);
        if (line == null) {
            throw new NodeFailure("node " + node + " sent no '" + event + "' within " + bound.toSeconds() + " s");
        }
        if (line.equals(EXITED)) {
            throw new NodeFailure("node " + node + " died (" + exitValue() + ") while waiting for '" + event + "'");
        }
        int space = line.indexOf(' ');
        String got = line.substring(2, space < 0 ? line.length() : space);
        Map<String, Object> fields;
        try {
            fields = space < 0 ? Map.of() : JSON.readValue(line.substring(space + 1), Map.class);
        } catch (IOException e) {
            throw new NodeFailure("node " + node + " sent an unreadable reply: " + line);
        }
        if (!got.equals(event)) {
            throw new NodeFailure("node " + node + " answered '" + got + "' " + fields + " instead of '" + event + "'");
        }
        return fields;
    }

    private String exitValue() {
        try {
            return "exit " + process.awaitExit(Duration.ofSeconds(5));
        } catch (IOException | InterruptedException stillRunning) {
            return "its output closed";
        }
    }

    /** SIGKILL: a node crashing, for the fault that tests the runner notices. */
    void kill() throws InterruptedException {
        process.kill();
    }

    /** Asks the node to stop; stops it if it does not within the bound. */
    @Override
    public void close() throws InterruptedException {
        try {
            send("stop");
            process.awaitExit(Duration.ofSeconds(15));
        } catch (IOException alreadyGoneOrStuck) {
            // not listening any more, or stopped by awaitExit past its bound
        }
        process.close();
    }

    /** A node died, answered wrongly or not at all: the trial fails with this reason. */
    static final class NodeFailure extends Exception {
        NodeFailure(String message) {
            super(message);
        }
    }
}
