package dev.wirerace.business;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link HttpsWireTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class HttpsWireIT extends HttpsWireTest {
}
