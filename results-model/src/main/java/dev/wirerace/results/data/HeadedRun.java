package dev.wirerace.results.data;

import java.util.Map;

/**
 * A run document of any kind, whose header's fields read as its own: {@code run.runId()}, {@code run.status()}.
 * Written once here for every kind; Jackson takes a record's properties from its components only, so these add
 * nothing to the JSON beside the unwrapped header.
 */
public interface HeadedRun {

    RunHeader header();

    default String kind() {
        return header().kind();
    }

    default String runId() {
        return header().runId();
    }

    default String suite() {
        return header().suite();
    }

    default String mode() {
        return header().mode();
    }

    default String modeLabel() {
        return header().modeLabel();
    }

    default String network() {
        return header().network();
    }

    default String status() {
        return header().status();
    }

    default String failureReason() {
        return header().failureReason();
    }

    default String startedAt() {
        return header().startedAt();
    }

    default String finishedAt() {
        return header().finishedAt();
    }

    default String gitCommit() {
        return header().gitCommit();
    }

    default Map<String, String> versions() {
        return header().versions();
    }

    default RunHeader.Machine machine() {
        return header().machine();
    }

    default boolean completed() {
        return header().completed();
    }
}
