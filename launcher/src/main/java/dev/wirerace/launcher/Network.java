package dev.wirerace.launcher;

/** The link between the tiers: loopback as it is, or Toxiproxy in between with a profile (README, "A network"). */
enum Network {
    loopback, lan, wan, slow;

    boolean proxied() {
        return this != loopback;
    }
}
