package dev.wirerace.suite;

import dev.wirerace.engine.Call;

/**
 * A call made in groups back to back. A template: CallCopies copies it once per call copy, so the loop's call
 * site sees a single call class and the JIT can inline the call into it. {@link Call}'s own loop is code
 * that every scenario of the JVM runs, so there the site sees every wire's calls and stays a virtual call.
 */
final class CallGroup implements Call {

    private final Call call;

    CallGroup(Call call) {
        this.call = call;
    }

    @Override
    public void invoke(long sequence) throws Exception {
        call.invoke(sequence);
    }

    /** The same loop as Call's, in code of this copy's own. */
    @Override
    public void invokeEach(long first, int calls) throws CutShort {
        for (int done = 0; done < calls; done++) {
            try {
                call.invoke(first + done);
            } catch (Throwable failure) {
                throw new CutShort(done, failure);
            }
        }
    }
}
