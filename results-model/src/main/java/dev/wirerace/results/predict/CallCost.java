package dev.wirerace.results.predict;

import dev.wirerace.results.data.ScenarioResult;

/**
 * What a million calls of a row cost: each tier's CPU-seconds (its CPU per call, in microseconds, is the
 * CPU-seconds per million calls), in money at a price per vCPU-hour, and the bytes each way, in money at a price
 * per GB carried (charged each way, as a provider charges traffic between zones).
 *
 * <p>The broker wires have a third tier, the broker, priced as the others; its bytes are those of the client's leg
 * (the only leg the ledger counts): the broker stands beside the business-service, as in the runs, and the leg
 * between them carries nothing across a zone.
 *
 * @param brokerCpuSeconds 0 for a row without a broker
 */
public record CallCost(ScenarioResult row, double clientCpuSeconds, double serverCpuSeconds, double brokerCpuSeconds,
        double clientDollars, double serverDollars, double brokerDollars, double gbUp, double gbDown,
        double transferDollars) {

    /**
     * The default prices, named with their source and date: AWS EC2 on-demand m7i.large in us-east-1 (Linux),
     * $0.1008 an hour for its 2 vCPUs, and AWS's $0.01 per GB each way between availability zones of a region,
     * both as listed in 2025. Pass your own with --vcpu-hour and --gb.
     */
    public static final double DEFAULT_VCPU_HOUR_DOLLARS = 0.0504;
    public static final double DEFAULT_GB_DOLLARS = 0.01;
    public static final String DEFAULT_PRICES_SOURCE = "AWS EC2 on-demand m7i.large, us-east-1, Linux: $0.1008/h for"
            + " 2 vCPUs ($0.0504 per vCPU-hour); data between availability zones $0.01/GB each way (AWS price lists, 2025)";

    private static final double CALLS = 1e6;

    /** Null where the row has no ledger. */
    public static CallCost of(ScenarioResult row, double vcpuHourDollars, double gbDollars) {
        ScenarioResult.Cost cost = row.cost();
        if (cost == null || cost.client().cpuMicros() == null) {
            return null;
        }
        double client = cost.client().cpuMicros() * CALLS / 1e6;
        double server = cost.server().cpuMicros() == null ? 0 : cost.server().cpuMicros() * CALLS / 1e6;
        double broker = cost.broker() == null || cost.broker().cpuMicros() == null ? 0
                : cost.broker().cpuMicros() * CALLS / 1e6;
        double up = cost.traffic().bytesUp() == null ? 0 : cost.traffic().bytesUp() * CALLS / 1e9;
        double down = cost.traffic().bytesDown() == null ? 0 : cost.traffic().bytesDown() * CALLS / 1e9;
        return new CallCost(row, client, server, broker, client / 3600 * vcpuHourDollars,
                server / 3600 * vcpuHourDollars, broker / 3600 * vcpuHourDollars, up, down, (up + down) * gbDollars);
    }

    public double totalDollars() {
        return clientDollars + serverDollars + brokerDollars + transferDollars;
    }
}
