package dev.wirerace.results.predict;

import dev.wirerace.results.data.ScenarioResult;

/**
 * What a million calls of a row cost: each tier's CPU-seconds (its CPU per call, in microseconds, is the
 * CPU-seconds per million calls), in money at a price per vCPU-hour, and the bytes each way, in money at a price
 * per GB carried (charged each way, as a provider charges traffic between zones).
 */
public record CallCost(ScenarioResult row, double clientCpuSeconds, double serverCpuSeconds, double clientDollars,
        double serverDollars, double gbUp, double gbDown, double transferDollars) {

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
        double up = cost.traffic().bytesUp() == null ? 0 : cost.traffic().bytesUp() * CALLS / 1e9;
        double down = cost.traffic().bytesDown() == null ? 0 : cost.traffic().bytesDown() * CALLS / 1e9;
        return new CallCost(row, client, server, client / 3600 * vcpuHourDollars, server / 3600 * vcpuHourDollars,
                up, down, (up + down) * gbDollars);
    }

    public double totalDollars() {
        return clientDollars + serverDollars + transferDollars;
    }
}
