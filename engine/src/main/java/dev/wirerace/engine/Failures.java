package dev.wirerace.engine;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.http.HttpTimeoutException;

/** Translates what the JDK's sockets throw into failure kinds, looking through wrapping exceptions. */
public final class Failures {

    private Failures() {
    }

    public static CallFailure translate(Throwable failure) {
        if (failure instanceof CallFailure callFailure) {
            return callFailure;
        }
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof HttpTimeoutException || cause instanceof InterruptedIOException) {
                // SocketTimeoutException is an InterruptedIOException
                return new CallFailure(FailureKind.TIMEOUT, cause.toString(), failure);
            }
        }
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof IOException) {
                return new CallFailure(FailureKind.CONNECTION, cause.toString(), failure);
            }
        }
        return new CallFailure(FailureKind.OTHER, failure.toString(), failure);
    }

    public static CallFailure invalidReply(String what) {
        return new CallFailure(FailureKind.INVALID_REPLY, what);
    }
}
