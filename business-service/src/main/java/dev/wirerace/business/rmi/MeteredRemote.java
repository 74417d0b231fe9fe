package dev.wirerace.business.rmi;

import dev.wirerace.business.metrics.CallMeters;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.model.Account;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Wire;
import java.util.List;
import java.util.function.Supplier;

/** The core as exported on one RMI registry (as RemoteCore exports it), each call timed under that registry's wire. */
final class MeteredRemote implements BusinessRemote {

    private final BusinessCore core;
    private final CallMeters meters;
    private final Wire wire;

    MeteredRemote(BusinessCore core, CallMeters meters, Wire wire) {
        this.core = core;
        this.meters = meters;
        this.wire = wire;
    }

    @Override
    public int addOne(int x) {
        return timed(() -> core.addOne(x));
    }

    @Override
    public String concat(String a, String b) {
        return timed(() -> core.concat(a, b));
    }

    @Override
    public List<Account> accounts(TxMode tx) {
        return timed(() -> core.accounts(tx));
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        return timed(() -> core.accounts(tx, count));
    }

    private <T> T timed(Supplier<T> call) {
        long start = System.nanoTime();
        boolean succeeded = false;
        try {
            T result = call.get();
            succeeded = true;
            return result;
        } finally {
            meters.record(wire, start, succeeded);
        }
    }
}
