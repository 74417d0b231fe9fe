package dev.wirerace.business;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link RestWireTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class RestWireIT extends RestWireTest {
}
