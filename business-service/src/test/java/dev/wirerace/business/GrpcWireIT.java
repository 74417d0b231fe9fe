package dev.wirerace.business;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link GrpcWireTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class GrpcWireIT extends GrpcWireTest {
}
