package dev.wirerace.results.data;

/**
 * How one way came back after a fault ended (the business-service ready again after its kill, the link's
 * last fault over): through the client the run opened before the fault, the time to the first good call and
 * the calls that failed first.
 *
 * @param millis from the fault's end to the first good call; the bound when it never came
 * @param failedCalls calls that failed before it (each counted once, tried every 10 ms)
 * @param lastFailure the last failure's message, or null
 */
public record Recovery(String way, boolean recovered, long millis, int failedCalls, String lastFailure) {
}
