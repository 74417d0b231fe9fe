package dev.wirerace.business.rmi;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link RmiWireTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class RmiWireIT extends RmiWireTest {

    /** The packaged service holds none of the tests' classes: a test's hostile class is unknown there. */
    @Override
    protected boolean serverHasTheTestClasses() {
        return false;
    }
}
