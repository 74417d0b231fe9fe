package dev.wirerace.business.soap;

import jakarta.enterprise.context.ApplicationScoped;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.jboss.logging.Logger;

/**
 * Logs each SOAP Fault once, in one line. CXF's own chain logging (silenced in application.properties)
 * prints a full stack trace for every malformed request, which would let a bad client flood the log.
 */
@ApplicationScoped
public class FaultLogger extends AbstractPhaseInterceptor<Message> {

    private static final Logger LOG = Logger.getLogger(FaultLogger.class);

    public FaultLogger() {
        super(Phase.SETUP);
    }

    @Override
    public void handleMessage(Message message) {
        Exception fault = message.getContent(Exception.class);
        String reason = fault == null ? "unknown" : fault.getMessage();
        String code = fault instanceof Fault cxfFault && cxfFault.getFaultCode() != null
                ? cxfFault.getFaultCode().getLocalPart() : "Fault";
        LOG.warnf("SOAP fault (%s): %s", code, reason == null ? "" : reason.replace('\n', ' '));
    }
}
