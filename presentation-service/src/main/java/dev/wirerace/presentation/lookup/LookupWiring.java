package dev.wirerace.presentation.lookup;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.lookup.LookupChild;
import dev.wirerace.lookup.LookupSettings;
import dev.wirerace.lookup.LookupStudy;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.presentation.run.RunEnvironment;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.suite.Progress;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The lookup study (module lookup), wired to this service's settings, run store and its own clients' bootstraps. */
final class LookupWiring {

    @Produces
    @Singleton
    LookupStudy study(LookupConfig config, ResultsStore store, Progress progress, RunEnvironment environment,
            ObjectMapper json) {
        return new LookupStudy(settings(config), store, progress, environment, json);
    }

    /** What a lookup child JVM runs: a sample may take two calls' timeouts and a connection's. */
    @Produces
    @Singleton
    LookupChild child(LookupBootstraps bootstraps, LookupConfig config, BusinessTarget target, ObjectMapper json) {
        return new LookupChild(bootstraps::of, settings(config),
                target.callTimeout().multipliedBy(2).plus(target.connectTimeout()), json);
    }

    private static LookupSettings settings(LookupConfig config) {
        return new LookupSettings(config.lookups(), config.threads(), config.warmup(), config.coldForks(),
                config.rmiPause(), config.childBound(), config.secondHttpPort(), config.secondPid());
    }
}
