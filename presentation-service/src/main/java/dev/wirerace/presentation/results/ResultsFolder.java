package dev.wirerace.presentation.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.ResultsStore;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.nio.file.Path;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The results store of this service: the folder its settings name, read and written with Quarkus's mapper. */
final class ResultsFolder {

    @Produces
    @Singleton
    ResultsStore store(@ConfigProperty(name = "wirerace.results.dir", defaultValue = "results") Path directory,
            ObjectMapper json) {
        return new ResultsStore(directory, json);
    }
}
