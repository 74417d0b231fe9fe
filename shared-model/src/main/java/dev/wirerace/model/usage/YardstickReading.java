package dev.wirerace.model.usage;

/**
 * How fast a host ran Java: a reading of the yardstick (dev.wirerace.probes.JavaYardstick), as both tiers report it.
 *
 * @param nanosPerPass the thread's CPU nanoseconds for one pass: lower is a faster host
 * @param passes how many passes the reading timed
 */
public record YardstickReading(double nanosPerPass, int passes) {
}
