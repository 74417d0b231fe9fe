package dev.wirerace.engine;

/** A failed call and its kind; clients translate their transport's exceptions into this. */
public class CallFailure extends RuntimeException {

    private final FailureKind kind;

    public CallFailure(FailureKind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public CallFailure(FailureKind kind, String message) {
        this(kind, message, null);
    }

    public FailureKind kind() {
        return kind;
    }

    /** A failure as one line for a table: its type and message (RMI's messages nest their causes over several). */
    public static String oneLine(Throwable failure) {
        return (failure.getClass().getSimpleName() + ": " + failure.getMessage()).replaceAll("\\s+", " ");
    }

    /** The kind of any throwable: a {@link CallFailure}'s own, else {@link FailureKind#OTHER}. */
    public static FailureKind kindOf(Throwable failure) {
        return failure instanceof CallFailure callFailure ? callFailure.kind() : FailureKind.OTHER;
    }
}
