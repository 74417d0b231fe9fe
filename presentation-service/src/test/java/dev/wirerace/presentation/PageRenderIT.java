package dev.wirerace.presentation;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** {@link PageRenderTest} against the packaged service: the native executable in the native profile. */
@QuarkusIntegrationTest
class PageRenderIT extends PageRenderTest {
}
