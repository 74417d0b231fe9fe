package app.lib;

/** Initialized at build time via --initialize-at-build-time from native-image.properties. */
public class Config {
    public static final String BUILT_AT = "config-initialized-at-" + System.getProperty("org.graalvm.nativeimage.imagecode");
}
