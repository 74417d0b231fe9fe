package dev.wirerace.results.data;

/**
 * One outside load generator's run against the endpoint of one of the run's scenarios, pinned like the
 * presentation-service: the server's ceiling with a native client, beside our own client's row.
 *
 * @param tool wrk, h2load or ghz, with its version
 * @param wire the wire whose endpoint it loaded
 * @param operation addOne or accounts
 * @param size the scenario's size (accounts: the list's length)
 * @param concurrency the scenario's concurrency: the tool's connections, streams or workers
 * @param shape how the tool was set to match it ("4 connections", "1 connection, 4 streams", ...)
 * @param requests replies the tool counted in the measured run
 * @param failed requests that failed or were answered with anything but success
 * @param latencyP50Micros null where the tool reports no percentile
 * @param command the command line, so that anyone can run it again
 */
public record ReferenceResult(String tool, String wire, String operation, int size, int concurrency, String shape,
        double seconds, long requests, long failed, double opsPerSecond, Double latencyP50Micros, Double latencyP90Micros,
        Double latencyP99Micros, String command) {
}
