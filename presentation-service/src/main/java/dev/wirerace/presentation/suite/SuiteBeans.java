package dev.wirerace.presentation.suite;

import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.suite.Progress;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.references.ReferenceLoads;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.nio.file.Path;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The suite module's plain objects as beans: one Progress for the page and the console, the run's plan, and the
 * outside load generators of {@code --references}, aimed at the configured business-service.
 */
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

    @Produces
    @Singleton
    ReferenceLoads referenceLoads(BusinessTarget target,
            @ConfigProperty(name = "wirerace.tools.dir") Optional<Path> toolsDir) {
        return new ReferenceLoads(target.endpoints(), toolsDir);
    }
}
