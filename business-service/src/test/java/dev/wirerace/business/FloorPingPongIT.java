package dev.wirerace.business;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link FloorPingPongTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class FloorPingPongIT extends FloorPingPongTest {
}
