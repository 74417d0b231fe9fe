package dev.wirerace.tls;

import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * Publishes {@code wirerace.tls.dir} and generates the TLS material on first use. It is a config source
 * because configuration is the first thing a Quarkus application builds: the key store must exist
 * before the TLS registry, the HTTPS listener and the gRPC server read it, in dev, test and prod mode
 * alike. Registered through {@code META-INF/services}. For the same reason it is where the key's in-memory copies
 * are made cheap to wrap ({@link InMemoryKeyCopies}), before the TLS registry makes the first.
 */
public class TlsConfigSource implements ConfigSource {

    public static final String DIR_PROPERTY = "wirerace.tls.dir";

    private final Map<String, String> properties;

    public TlsConfigSource() {
        InMemoryKeyCopies.wrapCheaply();
        properties = Map.of(DIR_PROPERTY, TlsMaterial.ensureGenerated().toString());
    }

    @Override
    public Set<String> getPropertyNames() {
        return properties.keySet();
    }

    @Override
    public String getValue(String propertyName) {
        return properties.get(propertyName);
    }

    @Override
    public String getName() {
        return "wirerace-tls";
    }

    @Override
    public int getOrdinal() {
        // below application.properties (250): the directory itself is chosen by system property or env
        return 200;
    }
}
