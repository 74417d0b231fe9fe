package dev.wirerace.engine;

/** Why a call is not a latency sample. Field names of the results document use {@link #field()}. */
public enum FailureKind {
    /** No reply within the client's timeout. */
    TIMEOUT("timeout"),
    /** Connection refused, reset or closed. */
    CONNECTION("connection"),
    /** A reply arrived but was wrong: a wrong reply is an error, never a fast sample. */
    INVALID_REPLY("invalidReply"),
    /** Refused by the client's own fault tolerance (circuit breaker open, bulkhead full). */
    REJECTED("rejected"),
    /** Fixed-rate only: scheduled, but the run ended before it could start (the wire fell behind). */
    NOT_STARTED("notStarted"),
    /** Anything else, e.g. a server-side error status. */
    OTHER("other");

    private final String field;

    FailureKind(String field) {
        this.field = field;
    }

    public String field() {
        return field;
    }
}
