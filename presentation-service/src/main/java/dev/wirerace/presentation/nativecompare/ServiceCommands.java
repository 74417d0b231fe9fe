package dev.wirerace.presentation.nativecompare;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The command lines of both services in either mode, on ports the comparison picked. */
final class ServiceCommands {

    /** The business-service's listening ports (all on loopback). */
    record BusinessPorts(int http, int https, int rmi, int rmiSsl, int echo, int echoTls) {
    }

    private final NativeCompareConfig config;
    private final Set<Integer> handedOut = new HashSet<>();

    ServiceCommands(NativeCompareConfig config) {
        this.config = config;
    }

    BusinessPorts businessPorts() throws IOException {
        return new BusinessPorts(freePort(), freePort(), freePort(), freePort(), freePort(), freePort());
    }

    List<String> business(String mode, BusinessPorts ports) {
        return command(mode, config.businessJar(), config.businessNative(), List.of(
                "-Dquarkus.http.port=" + ports.http(), "-Dquarkus.http.ssl-port=" + ports.https(),
                "-Dwirerace.rmi.registry-port=" + ports.rmi(), "-Dwirerace.rmi.ssl-registry-port=" + ports.rmiSsl(),
                "-Dwirerace.echo.port=" + ports.echo(), "-Dwirerace.echo.tls-port=" + ports.echoTls()), List.of());
    }

    /** The presentation-service serving its API (how the comparison starts a suite in it). */
    List<String> presentation(String mode, int port, BusinessPorts business, Path results, String gitCommit,
            String cpuAffinity) {
        return command(mode, config.presentationJar(), config.presentationNative(), List.of(
                "-Dquarkus.http.port=" + port, "-Dwirerace.business.host=127.0.0.1",
                "-Dwirerace.business.http-port=" + business.http(), "-Dwirerace.business.https-port=" + business.https(),
                "-Dwirerace.business.rmi-port=" + business.rmi(),
                "-Dwirerace.business.rmi-ssl-port=" + business.rmiSsl(),
                "-Dwirerace.business.echo-port=" + business.echo(),
                "-Dwirerace.business.echo-tls-port=" + business.echoTls(), "-Dwirerace.results.dir=" + results,
                "-Dwirerace.git-commit=" + gitCommit, "-Dwirerace.native.label=" + config.nativeLabel(),
                "-Dwirerace.cpu-affinity=" + cpuAffinity), List.of());
    }

    private List<String> command(String mode, Path jar, Path executable, List<String> properties,
            List<String> arguments) {
        List<String> command = new ArrayList<>();
        switch (mode) {
            case "jvm" -> {
                require(jar, "the JVM build (./wirerace build)");
                command.add(config.java());
                command.addAll(config.jvmOptions());
                command.addAll(properties);
                command.add("-jar");
                command.add(jar.toString());
            }
            case "native" -> {
                require(executable, "the native build (native-build/build.sh)");
                command.add(executable.toString());
                command.addAll(config.nativeOptions());
                command.addAll(properties);
            }
            default -> throw new IllegalArgumentException("mode " + mode + ": jvm or native");
        }
        command.addAll(arguments);
        return command;
    }

    private static void require(Path artifact, String what) {
        if (!Files.isRegularFile(artifact)) {
            throw new IllegalStateException(artifact + " is missing: run " + what + " first");
        }
    }

    /** A port free now on loopback, and not one this comparison already handed out. */
    int freePort() throws IOException {
        for (int attempt = 0; attempt < 50; attempt++) {
            try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                if (handedOut.add(socket.getLocalPort())) {
                    return socket.getLocalPort();
                }
            }
        }
        throw new IOException("no free loopback port found");
    }
}
