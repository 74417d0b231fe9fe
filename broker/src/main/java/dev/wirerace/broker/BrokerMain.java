package dev.wirerace.broker;

import dev.wirerace.model.broker.BrokerQueues;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * The broker's JVM: {@code --host H --port P --usage-port U --data DIR}. Starts Artemis, then its usage server, and
 * prints "broker ready" once both listen; stops on SIGTERM (the launcher's and the tests' close), the journal
 * left in DIR.
 */
public final class BrokerMain {

    private BrokerMain() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = options(args);
        String host = options.getOrDefault("--host", "127.0.0.1");
        int port = Integer.parseInt(options.getOrDefault("--port", BrokerQueues.PORT));
        int usagePort = Integer.parseInt(options.getOrDefault("--usage-port", BrokerQueues.USAGE_PORT));
        Path data = Path.of(options.getOrDefault("--data", "target/broker-data"));
        Broker broker = Broker.start(host, port, data);
        UsageServer usage = UsageServer.start(host, usagePort);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            usage.stop();
            broker.stop();
            stopped.countDown();
        }, "broker-stop"));
        System.out.println("broker ready: core protocol at tcp://" + host + ":" + port + ", usage at http://" + host
                + ":" + usagePort + UsageServer.PATH + ", journal in " + data.toAbsolutePath() + ", "
                + broker.journal().describe());
        stopped.await();
    }

    /** "--name value" pairs; an option without a value, or an unknown one, stops the broker before it starts. */
    static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!args[i].matches("--(host|port|usage-port|data)") || i + 1 >= args.length) {
                throw new IllegalArgumentException("usage: BrokerMain --host H --port P --usage-port U --data DIR; got "
                        + String.join(" ", args));
            }
            options.put(args[i], args[i + 1]);
        }
        return options;
    }
}
