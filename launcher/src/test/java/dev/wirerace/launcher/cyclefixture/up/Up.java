package dev.wirerace.launcher.cyclefixture.up;

/** Half of a package cycle that PackageCyclesTest must see. */
public class Up {
    public dev.wirerace.launcher.cyclefixture.down.Down below() {
        return new dev.wirerace.launcher.cyclefixture.down.Down();
    }
}
