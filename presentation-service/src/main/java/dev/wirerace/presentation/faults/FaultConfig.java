package dev.wirerace.presentation.faults;

import dev.wirerace.tiers.link.FaultPlan;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Fault injection settings; ./wirerace passes the plan, the business-service's process, its host and where its
 * successor logs. What the last three mean: {@link dev.wirerace.suite.faults.BusinessRestarter.Settings}, which
 * {@link FaultWiring} makes of them.
 */
@ConfigMapping(prefix = "wirerace.faults")
public interface FaultConfig {

    /** none, link or kill. */
    @WithDefault("none")
    String plan();

    Optional<Long> businessPid();

    Optional<List<String>> businessPrefix();

    Optional<Path> logDir();

    default FaultPlan faultPlan() {
        return FaultPlan.byId(plan());
    }
}
