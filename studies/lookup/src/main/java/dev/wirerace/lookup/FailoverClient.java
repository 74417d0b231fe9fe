package dev.wirerace.lookup;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import io.smallrye.stork.api.Service;
import io.smallrye.stork.api.ServiceInstance;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A client whose address comes from SmallRye Stork, and which, when an instance refuses the connection,
 * asks Stork for another one and tries again: HA-JNDI's behaviour, asked of today's stack. At most one
 * try per listed instance, never the same one twice. Until the first reply, the phases (discovery, connection, failed tries) go
 * on the sample's clock.
 */
public final class FailoverClient implements WireClient {

    /** Builds a client for one instance, marking its own phases. */
    @FunctionalInterface
    public interface Connector {
        WireClient connect(ServiceInstance instance, PhaseClock clock) throws Exception;
    }

    private final Service service;
    private final Connector connector;
    private final int maxTries;
    private final Duration timeout;
    private final Set<Long> tried = new HashSet<>();
    private PhaseClock clock;
    private WireClient current;

    private FailoverClient(Service service, Connector connector, int maxTries, Duration timeout, PhaseClock clock) {
        this.service = service;
        this.connector = connector;
        this.maxTries = maxTries;
        this.timeout = timeout;
        this.clock = clock;
    }

    public static FailoverClient open(Service service, Connector connector, int maxTries, Duration timeout,
            PhaseClock clock) throws Exception {
        FailoverClient client = new FailoverClient(service, connector, maxTries, timeout, clock);
        client.connectWithFailover(1);
        return client;
    }

    @Override
    public int addOne(int x) throws Exception {
        for (int tries = 1;; tries++) {
            try {
                int reply = current.addOne(x);
                clock = null; // replied: later calls are not part of getting a usable client
                return reply;
            } catch (CallFailure failure) {
                if (failure.kind() != FailureKind.CONNECTION || tries >= maxTries) {
                    throw failure;
                }
                failed();
                tries = connectWithFailover(tries + 1);
            }
        }
    }

    @Override
    public String concat(String a, String b) throws Exception {
        return current.concat(a, b);
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) throws Exception {
        return current.accounts(tx, count);
    }

    @Override
    public Document fetch(long call) throws Exception {
        return current.fetch(call);
    }

    @Override
    public Receipt store(Document document) throws Exception {
        return current.store(document);
    }

    @Override
    public void close() throws Exception {
        if (current != null) {
            current.close();
        }
    }

    /** Selects an instance and connects, moving on when it refuses; returns the try it succeeded on. */
    private int connectWithFailover(int firstTry) throws Exception {
        for (int tries = firstTry;; tries++) {
            ServiceInstance instance = select();
            tried.add(instance.getId());
            lap("discovery");
            try {
                current = connector.connect(instance, clock == null ? new PhaseClock() : clock);
                return tries;
            } catch (CallFailure failure) {
                if (failure.kind() != FailureKind.CONNECTION || tries >= maxTries) {
                    throw failure;
                }
                failed();
            }
        }
    }

    /**
     * The load balancer's pick; after a refusal, its pick among the instances not tried yet. Under
     * concurrency plain round-robin can hand this client the same dead instance twice in a row.
     */
    private ServiceInstance select() {
        if (tried.isEmpty()) {
            return service.selectInstance().await().atMost(timeout);
        }
        List<ServiceInstance> untried = service.getInstances().await().atMost(timeout).stream()
                .filter(instance -> !tried.contains(instance.getId())).toList();
        if (untried.isEmpty()) {
            throw new CallFailure(FailureKind.CONNECTION, "every listed instance refused the connection");
        }
        return service.selectInstance(untried);
    }

    /** Gives up the current instance; the try, its clean-up included, is one failed attempt. */
    private void failed() throws Exception {
        if (current != null) {
            current.close();
            current = null;
        }
        lap("failed-attempt");
        if (clock != null) {
            clock.failedAttempt();
        }
    }

    private void lap(String phase) {
        if (clock != null) {
            clock.lap(phase);
        }
    }
}
