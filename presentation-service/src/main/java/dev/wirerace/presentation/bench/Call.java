package dev.wirerace.presentation.bench;

/**
 * One call of a scenario, reply check included. It must throw on any failure ({@link CallFailure} says of
 * which kind); a call that returns normally was correct.
 */
@FunctionalInterface
public interface Call {

    /** @param sequence unique per call of a scenario, so inputs can vary from call to call */
    void invoke(long sequence) throws Exception;
}
