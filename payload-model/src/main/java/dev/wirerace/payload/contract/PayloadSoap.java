package dev.wirerace.payload.contract;

import dev.wirerace.payload.model.Document;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;

/** The payload's SOAP contract (document/literal); its WSDL is served at {@code /soap/payload?wsdl}. */
@WebService(name = "Payload", targetNamespace = PayloadSoap.NAMESPACE)
public interface PayloadSoap {

    String NAMESPACE = "urn:wirerace:payload";

    /** The sample with call number {@code call} in it. */
    @WebResult(name = "document")
    Document fetch(@WebParam(name = "call") long call);

    /** How many values {@code document} held, and their checksum. */
    @WebResult(name = "receipt")
    Receipt store(@WebParam(name = "document") Document document);
}
