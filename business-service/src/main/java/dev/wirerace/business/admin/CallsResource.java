package dev.wirerace.business.admin;

import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.core.CallCounter;
import io.smallrye.common.annotation.NonBlocking;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

/**
 * What the core served, per operation, for clients that check their own count against it. Read around every
 * measured round, so never queued behind the calls measured: on the event loop, since both answers are
 * counters in memory (a worker pool a blocking model has exhausted delayed them past the reader's
 * timeout: docs/notebook/threading-models.md).
 */
@Path("/admin/calls")
@NonBlocking
public class CallsResource {

    private final CallCounter counter;
    private final ServedThreads threads;

    public CallsResource(CallCounter counter, ServedThreads threads) {
        this.counter = counter;
        this.threads = threads;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Map<String, Long> calls() {
        return counter.snapshot();
    }

    /** The calls of each server model by the kind of thread that ran them: "worker/addOne/worker" and so on. */
    @GET
    @Path("/threads")
    @Produces(MediaType.APPLICATION_JSON)
    public Map<String, Long> threads() {
        return threads.snapshot();
    }
}
