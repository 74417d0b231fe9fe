package dev.wirerace.business.soap;

import jakarta.enterprise.context.ApplicationScoped;
import org.apache.cxf.Bus;
import org.apache.cxf.feature.AbstractFeature;

/**
 * Gives the CXF bus its class loader once. Without it, CXF's servlet controller asks its resource manager
 * for the class loader on every request ({@code resolveResource("", ClassLoader.class)}), which Quarkus's
 * runner class loader answers by searching every jar of the application: measured at 2-4 ms per SOAP
 * call, ten times the rest of the call. With it, SOAP is measured, not a class-path scan.
 */
@ApplicationScoped
public class BusClassLoaderFeature extends AbstractFeature {

    @Override
    protected void initializeProvider(org.apache.cxf.interceptor.InterceptorProvider provider, Bus bus) {
        if (bus.getExtension(ClassLoader.class) == null) {
            bus.setExtension(BusClassLoaderFeature.class.getClassLoader(), ClassLoader.class);
        }
    }
}
