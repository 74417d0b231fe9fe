package dev.wirerace.business.rmi;

import java.io.ObjectInputFilter;
import org.jboss.logging.Logger;

/**
 * The allow-list with one log line per refused stream: RMI sends the refusal back to the caller as an
 * exception but would otherwise leave no trace on the server.
 */
final class LoggedRejections implements ObjectInputFilter {

    private static final Logger LOG = Logger.getLogger(LoggedRejections.class);

    private final ObjectInputFilter filter;

    LoggedRejections(ObjectInputFilter filter) {
        this.filter = filter;
    }

    @Override
    public Status checkInput(FilterInfo info) {
        Status status = filter.checkInput(info);
        if (status == Status.REJECTED) {
            LOG.warnf("RMI call refused by the deserialization allow-list: class %s, depth %d, references %d,"
                    + " array length %d", info.serialClass() == null ? "-" : info.serialClass().getName(),
                    info.depth(), info.references(), info.arrayLength());
        }
        return status;
    }
}
