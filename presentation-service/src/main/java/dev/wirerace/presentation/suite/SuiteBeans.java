package dev.wirerace.presentation.suite;

import dev.wirerace.suite.Progress;
import dev.wirerace.suite.RunPlan;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The suite module's plain objects as beans: one Progress for the page and the console, and the run's plan. */
@Singleton
public class SuiteBeans {

    @Produces
    @Singleton
    Progress progress() {
        return new Progress();
    }

    /** The plan the launcher handed over ({@link RunPlan#PROPERTY}); every suite's defaults without one. */
    @Produces
    @Singleton
    RunPlan runPlan(@ConfigProperty(name = RunPlan.PROPERTY) Optional<String> json) {
        return json.map(RunPlan::fromJson).orElse(RunPlan.DEFAULTS);
    }
}
