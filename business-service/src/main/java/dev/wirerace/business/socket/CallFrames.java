package dev.wirerace.business.socket;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.core.CallCounter;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.socket.SocketCall;
import dev.wirerace.model.socket.SocketReply;
import dev.wirerace.model.wire.ServerModel;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;

/**
 * The calls that travel as JSON text ({@code SocketCall} in, {@code SocketReply} out): a WebSocket's frames and the
 * broker's messages, read and answered the same way. A text that is no call is answered with an error reply under
 * its id, if one could be read, and logged once.
 */
@Singleton
public class CallFrames {

    private static final Logger LOG = Logger.getLogger(CallFrames.class);

    /** A text read: the call it holds, or the reply that refuses it. */
    public record Read(SocketCall call, SocketReply refusal) {
    }

    private final BusinessCore core;
    private final ServedThreads threads;
    /** Jackson, leaving absent fields out of the replies. */
    private final ObjectMapper json;

    public CallFrames(BusinessCore core, ServedThreads threads, ObjectMapper json) {
        this.core = core;
        this.threads = threads;
        this.json = json.copy().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    }

    /** @param carrier what carried the text, for the log ("WebSocket frame", "broker message") */
    public Read read(String text, String carrier) {
        SocketCall call;
        try {
            call = json.readValue(text, SocketCall.class);
        } catch (JsonProcessingException e) {
            return new Read(null, refuse(carrier, null, "not a call: " + e.getOriginalMessage()));
        }
        if (call == null || call.id() == null || call.op() == null) {
            return new Read(null, refuse(carrier, call == null ? null : call.id(), "a call needs an id and an op"));
        }
        return new Read(call, null);
    }

    /** Whether the call may block (the account list, whose transaction variants start a JTA transaction). */
    public boolean blocks(SocketCall call) {
        return "accounts".equals(call.op());
    }

    /** The call answered on this thread, counted under {@code model}; a bad argument answered with an error. */
    public SocketReply answer(SocketCall call, ServerModel model, String carrier) {
        long id = call.id();
        try {
            return switch (call.op()) {
                case "addOne" -> {
                    int result = core.addOne(required(call.x(), "x"));
                    threads.served(model, CallCounter.ADD_ONE);
                    yield SocketReply.result(id, result);
                }
                case "concat" -> {
                    String result = core.concat(required(call.a(), "a"), required(call.b(), "b"));
                    threads.served(model, CallCounter.CONCAT);
                    yield SocketReply.text(id, result);
                }
                case "accounts" -> {
                    TxMode tx = TxMode.fromWireName(call.tx());
                    SocketReply reply = SocketReply.accounts(id,
                            core.accounts(tx, call.count() == null ? Accounts.STANDARD_COUNT : call.count()));
                    threads.served(model, CallCounter.accountsKey(tx));
                    yield reply;
                }
                default -> refuse(carrier, id, "unknown op '" + call.op() + "': addOne, concat or accounts");
            };
        } catch (IllegalArgumentException bad) {
            return refuse(carrier, id, bad.getMessage());
        }
    }

    public String write(SocketReply reply) {
        try {
            return json.writeValueAsString(reply);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a reply Jackson cannot write: " + e.getOriginalMessage(), e);
        }
    }

    /** The error reply refusing a call ({@code id} null where none could be read), logged once. */
    public static SocketReply refuse(String carrier, Long id, String why) {
        LOG.infof("%s refused (call %s): %s", carrier, id, why);
        return SocketReply.error(id, why);
    }

    private static <T> T required(T value, String name) {
        if (value == null) {
            throw new IllegalArgumentException(name + " is required");
        }
        return value;
    }
}
