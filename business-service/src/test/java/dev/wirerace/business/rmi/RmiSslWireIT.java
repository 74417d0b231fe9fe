package dev.wirerace.business.rmi;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link RmiSslWireTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class RmiSslWireIT extends RmiSslWireTest {
}
