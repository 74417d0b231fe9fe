package dev.wirerace.launcher.cyclefixture.down;

/** The other half: a package below that reaches back above. */
public class Down {
    public dev.wirerace.launcher.cyclefixture.up.Up above() {
        return new dev.wirerace.launcher.cyclefixture.up.Up();
    }
}
