package dev.wirerace.presentation.faults;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.nio.file.Path;
import java.util.Optional;

/** Fault injection settings; ./wirerace passes the business-service's process and where its successor logs. */
@ConfigMapping(prefix = "wirerace.faults")
public interface FaultConfig {

    /** none, link or kill. */
    @WithDefault("none")
    String plan();

    /** The business-service to kill (plan kill). */
    Optional<Long> businessPid();

    /** Where the restarted business-service logs. */
    Optional<Path> logDir();

    default FaultPlan faultPlan() {
        return FaultPlan.byId(plan());
    }
}
