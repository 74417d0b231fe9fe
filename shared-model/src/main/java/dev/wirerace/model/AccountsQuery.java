package dev.wirerace.model;

import java.io.Serializable;

/** The serialized wire's accounts request with a list size (a bare {@link TxMode} asks for the standard 55). */
public record AccountsQuery(TxMode tx, int count) implements Serializable {
}
