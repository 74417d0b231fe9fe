package dev.wirerace.business;

import static io.restassured.RestAssured.given;

import dev.wirerace.model.BoundPorts;

/**
 * The ports the business-service under test bound besides its HTTP ones, read over HTTP ({@code /admin/ports}) as
 * any client outside the process would: the same in a {@code @QuarkusTest} (ports picked for 0) and against the
 * packaged service in its {@code *IT} twin, where no bean can be injected.
 */
public final class ListeningPorts {

    private ListeningPorts() {
    }

    public static BoundPorts read() {
        return given().get("/admin/ports").then().statusCode(200).extract().as(BoundPorts.class);
    }
}
