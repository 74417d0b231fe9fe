package dev.wirerace.presentation.faults;

import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.suite.faults.BusinessRestarter;
import dev.wirerace.suite.faults.FaultInjector;
import dev.wirerace.suite.link.NetworkLink;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The faults suite's injector and restarter (suite's faults package), made from this service's settings. */
@Singleton
public class FaultWiring {

    @Produces
    @Singleton
    BusinessRestarter restarter(FaultConfig config, BusinessTarget target, NetworkLink link) {
        return new BusinessRestarter(new BusinessRestarter.Settings(config.businessPid(), config.businessPrefix(),
                config.logDir()), target.host() + ":" + target.httpPort(), link);
    }

    /** The restarted business-service is this service's child: it stops with it. */
    void stopSuccessor(@Disposes BusinessRestarter restarter) throws InterruptedException {
        restarter.close();
    }

    @Produces
    @Singleton
    FaultInjector injector(FaultConfig config, NetworkLink link, BusinessRestarter restarter) {
        return new FaultInjector(config.faultPlan(), link, restarter);
    }
}
