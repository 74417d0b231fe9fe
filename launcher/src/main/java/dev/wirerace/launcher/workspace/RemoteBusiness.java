package dev.wirerace.launcher.workspace;

import dev.wirerace.tiers.ports.BusinessPorts;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A business-service already running on another host (./wirerace business there): checked before anything
 * starts here, so that a wrong host or a server that is not wirerace's fails within seconds, by name.
 */
public final class RemoteBusiness {

    private RemoteBusiness() {
    }

    /** Fails with a message naming the host and port unless a wirerace business-service answers there. */
    public static void check(String host) throws IOException, InterruptedException {
        check(host, BusinessPorts.STANDARD.http());
    }

    public static void check(String host, int port) throws IOException, InterruptedException {
        String address = host.contains(":") ? "[" + host + "]" : host;
        URI usage = URI.create("http://" + address + ":" + port + "/admin/usage");
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();
        HttpResponse<String> reply;
        try {
            reply = client.send(HttpRequest.newBuilder(usage).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException unreachable) {
            throw new IOException("no business-service answered at " + host + ":" + port
                    + " (" + unreachable + "): is './wirerace business --bind ... --advertise " + host
                    + "' running there, and the port open?");
        }
        if (reply.statusCode() != 200 || !reply.body().contains("\"cpuNanos\"")) {
            throw new IOException(host + ":" + port + " answered, but not as wirerace's"
                    + " business-service (GET /admin/usage gave HTTP " + reply.statusCode() + ")");
        }
    }
}
