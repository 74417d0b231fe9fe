package dev.wirerace.model.floor;

/**
 * The floor's wire protocol, shared by the business tier's echo server and the presentation tier's
 * client: per exchange the client sends {@code int requestBytes}, {@code int replyBytes} and requestBytes
 * bytes; the server answers with {@link #pattern replyBytes bytes}. Nothing else: the cost of a bare
 * socket round trip with a real call's payload sizes.
 */
public final class PingPong {

    /** Larger sizes close the connection. */
    public static final int MAX_BYTES = 4 * 1024 * 1024;

    private PingPong() {
    }

    /** Whether a size is one the server serves (0 to {@link #MAX_BYTES}). */
    public static boolean acceptable(int bytes) {
        return bytes >= 0 && bytes <= MAX_BYTES;
    }

    /** The reply: {@code (byte) i} at index i, so the client can check every byte it got. */
    public static byte[] pattern(int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) i;
        }
        return bytes;
    }
}
