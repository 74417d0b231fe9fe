package dev.wirerace.model;

import java.io.Serializable;

/** The two strings of study 2's concatenation, as one request body (JSON and Java-serialized). */
public record ConcatRequest(String a, String b) implements Serializable {
}
