package dev.wirerace.lookup;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.lookup.LookupCase;
import dev.wirerace.results.lookup.ShapeOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jboss.logging.Logger;

/**
 * What a lookup child JVM does ({@code lookup-child warm|cold <output.json> <case,...>}): "warm" warms each
 * case up, then measures it in both thread shapes; "cold" takes the one first lookup of a fresh JVM. The
 * raw outcomes go to the output file for the parent study.
 */
public class LookupChild {

    private static final Logger LOG = Logger.getLogger(LookupChild.class);

    private final Function<LookupCase, Bootstrap> bootstraps;
    private final LookupSettings settings;
    private final ObjectMapper json;
    private final LookupSampler sampler;

    /**
     * @param bootstraps each case's way to a usable client
     * @param sampleBound the longest one sample may take (longer than its clients' own timeouts)
     */
    public LookupChild(Function<LookupCase, Bootstrap> bootstraps, LookupSettings settings, Duration sampleBound,
            ObjectMapper json) {
        this.bootstraps = bootstraps;
        this.settings = settings;
        this.json = json;
        this.sampler = new LookupSampler(sampleBound);
    }

    public int run(String context, Path output, List<LookupCase> cases) throws IOException, InterruptedException {
        List<ShapeOutcome> outcomes = new ArrayList<>();
        for (LookupCase lookupCase : cases) {
            Bootstrap bootstrap = bootstraps.apply(lookupCase);
            if (context.equals("cold")) {
                outcomes.add(sampler.measure(lookupCase.id(), context, bootstrap, 1, 1, Duration.ZERO));
                continue;
            }
            Duration pause = isRmi(lookupCase) ? settings.rmiPause() : Duration.ZERO;
            int warmUpFailures = sampler.warmUp(bootstrap, settings.warmup(), pause);
            if (warmUpFailures > 0) {
                LOG.warnf("lookup %s: %d of %d warm-up lookups failed", lookupCase.id(), warmUpFailures, settings.warmup());
            }
            outcomes.add(sampler.measure(lookupCase.id(), context, bootstrap, 1, settings.lookups(), pause));
            int perThread = Math.max(1, settings.lookups() / settings.threads());
            outcomes.add(sampler.measure(lookupCase.id(), context, bootstrap, settings.threads(), perThread, pause));
            LOG.infof("lookup %s measured", lookupCase.id());
        }
        Path staging = output.resolveSibling(output.getFileName() + ".partial");
        json.writeValue(staging.toFile(), outcomes);
        Files.move(staging, output, StandardCopyOption.ATOMIC_MOVE);
        return 0;
    }

    private static boolean isRmi(LookupCase lookupCase) {
        return lookupCase.wire() == Wire.RMI || lookupCase.wire() == Wire.RMI_SSL;
    }
}
