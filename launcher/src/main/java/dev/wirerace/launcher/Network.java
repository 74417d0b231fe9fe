package dev.wirerace.launcher;

/** The link between the tiers: loopback as it is, or Toxiproxy in between with a profile (docs/method.md, "A network between the tiers"). */
enum Network {
    loopback, lan, wan, slow;

    boolean proxied() {
        return this != loopback;
    }
}
