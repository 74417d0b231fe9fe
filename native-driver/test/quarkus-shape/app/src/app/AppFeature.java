package app;

import org.graalvm.nativeimage.hosted.Feature;

/** Passed with --features, as Quarkus does with io.quarkus.runner.Feature. */
public class AppFeature implements Feature {
    static String MARK = "not-run";

    @Override
    public void beforeAnalysis(BeforeAnalysisAccess access) {
        MARK = "ran(javaarg=" + System.getProperty("app.lib.javaarg") + ", jflag=" + System.getProperty("app.jflag") + ")";
        System.out.println("AppFeature: " + MARK);
    }
}
