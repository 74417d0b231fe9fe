package dev.wirerace.business.payload;

import dev.wirerace.core.PayloadCore;
import dev.wirerace.payload.contract.PayloadSoap;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import jakarta.jws.WebService;

/**
 * The payload over SOAP (Quarkus CXF), bound by JAXB to its generated types; WSDL at {@code /soap/payload?wsdl}.
 * CXF answers bad XML with a SOAP Fault before this class is reached, and the core's IllegalArgumentException
 * becomes one too.
 */
@WebService(endpointInterface = "dev.wirerace.payload.contract.PayloadSoap", serviceName = "PayloadService",
        portName = "PayloadPort", targetNamespace = PayloadSoap.NAMESPACE)
public class PayloadSoapEndpoint implements PayloadSoap {

    private final PayloadCore core;

    public PayloadSoapEndpoint(PayloadCore core) {
        this.core = core;
    }

    @Override
    public Document fetch(long call) {
        return core.fetch(call);
    }

    @Override
    public Receipt store(Document document) {
        return core.store(document);
    }
}
