package dev.wirerace.business;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link BareServerTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class BareServerIT extends BareServerTest {
}
