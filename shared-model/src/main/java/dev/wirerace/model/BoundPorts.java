package dev.wirerace.model;

/**
 * The ports a business-service is listening on besides its HTTP ones, as it bound them (the configured port, or the
 * free one it picked for 0); -1 where a listener is off or not started. What {@code GET /admin/ports} answers: a
 * client outside the process (a test against the packaged service, a tool) learns them there.
 *
 * @param rmiRegistry the plain RMI registry
 * @param rmiSslRegistry the RMI registry over SSL
 * @param bare the bare Vert.x server (REST routes and gRPC handlers without Quarkus' stack)
 * @param floorTcp the floor's plain ping-pong
 * @param floorTls the floor's ping-pong over TLS
 */
public record BoundPorts(int rmiRegistry, int rmiSslRegistry, int bare, int floorTcp, int floorTls) {
}
