package dev.wirerace.presentation.suite;

import dev.wirerace.suite.Progress;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/** The running suite's progress on /q/metrics, read from {@link Progress} when scraped. */
@ApplicationScoped
public class ProgressMetrics {

    private final Progress progress;
    private final MeterRegistry registry;

    public ProgressMetrics(Progress progress, MeterRegistry registry) {
        this.progress = progress;
        this.registry = registry;
    }

    void register(@Observes StartupEvent event) {
        Gauge.builder("wirerace.suite.running", progress, p -> p.state().running() ? 1 : 0)
                .description("1 while a suite runs").register(registry);
        Gauge.builder("wirerace.suite.steps.done", progress, p -> p.state().done())
                .description("steps (scenarios or forked ways) the current or last suite has finished").register(registry);
        Gauge.builder("wirerace.suite.steps.total", progress, p -> p.state().total())
                .description("steps the current or last suite has").register(registry);
    }
}
