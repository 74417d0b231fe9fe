package dev.wirerace.business;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link SerializedWireTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class SerializedWireIT extends SerializedWireTest {
}
