package dev.wirerace.engine.ledger;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test of real windows on this machine that holds only while nothing else takes its CPU: it runs once, on a host
 * that two one-second looks found quiet (others under 5 %, steal under 2 %), and is skipped, saying why, on a
 * busy one, instead of being tried again until a quiet spell comes.
 */
@Target({ ElementType.METHOD, ElementType.TYPE })
@Retention(RetentionPolicy.RUNTIME)
@Tag("quiet-host")
@ExtendWith(QuietHostOnly.Condition.class)
@interface QuietHostOnly {

    double MOST_OTHERS = 0.05;
    double MOST_STEAL = 0.02;

    final class Condition implements ExecutionCondition {

        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            if (context.getTestMethod().isEmpty()) {
                return ConditionEvaluationResult.enabled("looked at for each test");
            }
            LongSupplier ours = dev.wirerace.probes.ProcessCpuClock::nanos;
            Noise first;
            Noise second;
            try {
                first = QuietHost.look(ours, QuietHost.LOOK);
                second = QuietHost.look(ours, QuietHost.LOOK);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return ConditionEvaluationResult.disabled("interrupted while looking at the host");
            }
            for (Noise look : new Noise[] { first, second }) {
                if (look.othersShare() == null || look.over(MOST_OTHERS, MOST_STEAL)) {
                    return ConditionEvaluationResult.disabled("the host is not quiet (" + first + ", then " + second
                            + "): a window of this machine would measure its neighbours");
                }
            }
            return ConditionEvaluationResult.enabled("the host is quiet: " + first + ", then " + second);
        }
    }
}
