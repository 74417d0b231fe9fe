package dev.wirerace.suite;

import dev.wirerace.engine.LoadModel;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.payload.model.PayloadSample;

/**
 * wire × server model × client × operation × concurrency × payload × load model.
 *
 * @param server one of {@link ServerModel#of} the models the wire is served on
 * @param client one of {@link Client#of} the wire's clients
 * @param size for concat, the length of each of the two strings (study 2 used 500); for accounts, how many
 *        accounts (study 5 used 55); for fetch and store, the payload's JSON bytes; for a {@link LoadModel#BATCH} of addOne, the calls per run
 * @param ratePerSecond for fixed rate only: the total arrival rate
 */
public record Scenario(Wire wire, ServerModel server, Client client, Operation operation, TxMode tx, int size, int concurrency,
        LoadModel loadModel, double ratePerSecond) {

    /** UUID strings are 36 characters; an account has four. */
    private static final int ACCOUNT_BYTES = 4 * 36;

    public static Scenario closed(Wire wire, Operation operation, TxMode tx, int size, int concurrency) {
        return new Scenario(wire, ServerModel.defaultOf(wire), Client.defaultOf(wire), operation, tx, size, concurrency,
                LoadModel.CLOSED, 0);
    }

    /** Study 1: runs of {@code calls} addOne calls by one caller. */
    public static Scenario batch(Wire wire, int calls) {
        return new Scenario(wire, ServerModel.defaultOf(wire), Client.defaultOf(wire), Operation.ADD_ONE, TxMode.NONE, calls,
                1, LoadModel.BATCH, 0);
    }

    public Scenario {
        new Way(wire, server, client); // refuses a model or client the wire does not have
    }

    /** The same scenario spoken by another of the wire's clients. */
    public Scenario withClient(Client other) {
        return new Scenario(wire, server, other, operation, tx, size, concurrency, loadModel, ratePerSecond);
    }

    /** The same scenario served on another of the wire's server models. */
    public Scenario withServer(ServerModel other) {
        return new Scenario(wire, other, client, operation, tx, size, concurrency, loadModel, ratePerSecond);
    }

    /** The same scenario with {@code callers} callers; a batch keeps its one. */
    public Scenario withConcurrency(int callers) {
        if (loadModel == LoadModel.BATCH) {
            return this;
        }
        return new Scenario(wire, server, client, operation, tx, size, callers, loadModel, ratePerSecond);
    }

    /** The wire as this scenario's client speaks it: what a run opens, warms and forks once. */
    public Way way() {
        return new Way(wire, server, client);
    }

    /** The same scenario asking for {@code count} accounts (an accounts scenario's size is its list's length). */
    public Scenario withSize(int count) {
        return new Scenario(wire, server, client, operation, tx, count, concurrency, loadModel, ratePerSecond);
    }

    /** The run's load model, except for batches, which keep their own. */
    public Scenario withLoad(LoadModel model, double rate) {
        if (loadModel == LoadModel.BATCH) {
            return this;
        }
        return new Scenario(wire, server, client, operation, tx, size, concurrency, model, rate);
    }

    /** Bytes of business data a call sends (the floor's request size). */
    public int requestBytes() {
        return switch (operation) {
            case ADD_ONE, ACCOUNTS -> 4;
            case CONCAT -> 2 * size;
            case FETCH -> 8;
            case STORE -> size;
        };
    }

    /** Bytes of business data a call gets back (the floor's reply size). */
    public int replyBytes() {
        return switch (operation) {
            case ADD_ONE -> 4;
            case CONCAT -> 2 * size;
            case ACCOUNTS -> size * ACCOUNT_BYTES;
            case FETCH -> size;
            case STORE -> 16;
        };
    }

    /** The payload figure reported with the results: what the reply carries, or for a store the document sent. */
    public int payloadBytes() {
        return operation == Operation.STORE ? requestBytes() : replyBytes();
    }

    /** A call on the user's payload (payload-model's sample, its JSON bytes the size): by every wire's default way. */
    public static Scenario payload(Wire wire, Operation operation, int concurrency) {
        if (!operation.carriesPayload()) {
            throw new IllegalArgumentException(operation.id() + " does not carry the payload");
        }
        return closed(wire, operation, TxMode.NONE, PayloadSample.size(), concurrency);
    }

    public String describe() {
        String op = switch (operation) {
            case ADD_ONE -> loadModel == LoadModel.BATCH ? "addOne batch=" + size : operation.id();
            case CONCAT -> "concat(" + size + ")";
            case ACCOUNTS -> "accounts(" + size + ")" + (tx == TxMode.NONE ? "" : "[" + tx.wireName() + "]");
            case FETCH, STORE -> operation.id() + "(" + PayloadSample.name() + ")";
        };
        String load = loadModel == LoadModel.FIXED_RATE ? " @" + (long) ratePerSecond + "/s" : "";
        return way().id() + " " + op + " c=" + concurrency + load;
    }
}
