package dev.wirerace.presentation.faults;

import dev.wirerace.processes.FaultPlan;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Fault injection settings; ./wirerace passes the business-service's process, its host and where its successor logs. */
@ConfigMapping(prefix = "wirerace.faults")
public interface FaultConfig {

    /** none, link or kill. */
    @WithDefault("none")
    String plan();

    /** The business-service to kill (plan kill). */
    Optional<Long> businessPid();

    /** What runs the restarted business-service on its host ({@code ip,netns,exec,NS}), when it is not this one's. */
    Optional<List<String>> businessPrefix();

    /** Where the restarted business-service logs. */
    Optional<Path> logDir();

    default FaultPlan faultPlan() {
        return FaultPlan.byId(plan());
    }
}
