package dev.wirerace.presentation.soak;

import dev.wirerace.presentation.client.BusinessAdmin;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.presentation.run.RunEnvironment;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.soak.Soak;
import dev.wirerace.soak.SoakSettings;
import dev.wirerace.suite.Progress;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The soak (module soak), wired to this service's settings, clients, run store and the business-service's health. */
final class SoakWiring {

    @Produces
    @Singleton
    Soak soak(SoakConfig config, WireClients clients, BusinessAdmin admin, ResultsStore store,
            RunEnvironment environment, Progress progress) {
        return new Soak(new SoakSettings(config.minutes(), config.rate(), config.warmup(), config.sampleEvery()),
                clients, admin::process, store, environment, progress);
    }
}
