package dev.wirerace.model.socket;

import dev.wirerace.model.Account;
import java.util.List;

/**
 * The reply to one SocketCall, a JSON text frame with the call's id: addOne's {@code result}, concat's {@code text},
 * the account list, or an {@code error} saying what was wrong with the call (its id null when the frame had none
 * that could be read). Absent fields are left out of the frame.
 */
public record SocketReply(Long id, Integer result, String text, List<Account> accounts, String error) {

    public static SocketReply result(long id, int result) {
        return new SocketReply(id, result, null, null, null);
    }

    public static SocketReply text(long id, String text) {
        return new SocketReply(id, null, text, null, null);
    }

    public static SocketReply accounts(long id, List<Account> accounts) {
        return new SocketReply(id, null, null, accounts, null);
    }

    public static SocketReply error(Long id, String error) {
        return new SocketReply(id, null, null, null, error);
    }
}
