package dev.wirerace.business;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link SoapWireTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class SoapWireIT extends SoapWireTest {
}
