package dev.wirerace.presentation.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** /q/openapi describes every operation of the presentation API, read from the resources themselves. */
@QuarkusTest
class OpenApiTest {

    @Test
    void everyApiOperationIsInTheOpenApiDocument() throws Exception {
        JsonNode paths = new ObjectMapper().readTree(given().queryParam("format", "json").get("/q/openapi")
                .then().statusCode(200).extract().asString()).path("paths");
        List<String> missing = new ArrayList<>();
        for (Class<?> resource : List.of(RunsResource.class, WiresResource.class, CallResource.class)) {
            String base = resource.getAnnotation(Path.class).value();
            for (Method method : resource.getDeclaredMethods()) {
                String verb = verb(method);
                if (verb != null) {
                    Path sub = method.getAnnotation(Path.class);
                    String path = sub == null ? base : base + (sub.value().startsWith("/") ? "" : "/") + sub.value();
                    if (!paths.path(path).has(verb.toLowerCase(Locale.ROOT))) {
                        missing.add(verb + " " + path);
                    }
                }
            }
        }
        assertEquals(List.of(), missing, "not in /q/openapi; it has " + paths.fieldNames());
    }

    private static String verb(Method method) {
        for (var annotation : method.getAnnotations()) {
            HttpMethod verb = annotation.annotationType().getAnnotation(HttpMethod.class);
            if (verb != null) {
                return verb.value();
            }
        }
        return null;
    }
}
