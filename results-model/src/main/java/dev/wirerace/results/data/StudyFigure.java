package dev.wirerace.results.data;

/** A study's published figure beside ours for the same experiment. */
public record StudyFigure(String study, String experiment, String wire, String unit, double published, Double ours,
        String note) {
}
