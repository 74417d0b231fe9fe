package dev.wirerace.presentation.results;

import dev.wirerace.results.ResultsStore;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready when a run's results can be written: a suite that measured for minutes and then could not write
 * them would lose them (in a cluster, a volume that did not mount).
 */
@Readiness
@ApplicationScoped
public class ResultsReadiness implements HealthCheck {

    private final ResultsStore store;

    public ResultsReadiness(ResultsStore store) {
        this.store = store;
    }

    @Override
    public HealthCheckResponse call() {
        Path directory = store.directory().toAbsolutePath();
        String problem = null;
        try {
            Files.createDirectories(directory);
            Files.delete(Files.createTempFile(directory, ".ready", ".probe"));
        } catch (IOException e) {
            problem = e.toString();
        }
        return HealthCheckResponse.named("results folder").withData("directory", directory.toString())
                .withData("writable", problem == null ? "yes" : problem).status(problem == null).build();
    }
}
