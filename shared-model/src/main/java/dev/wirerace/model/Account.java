package dev.wirerace.model;

import java.io.Serializable;

/** One account of study 5's list: every field is a UUID string, so the payload is all text. */
public record Account(String id, String owner, String number, String branch) implements Serializable {
}
