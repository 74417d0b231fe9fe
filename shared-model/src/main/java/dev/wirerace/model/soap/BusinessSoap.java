package dev.wirerace.model.soap;

import dev.wirerace.model.TxMode;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;
import java.util.List;

/** The SOAP contract (document/literal); its WSDL is served at {@code /soap/business?wsdl}. */
@WebService(name = "Business", targetNamespace = BusinessSoap.NAMESPACE)
public interface BusinessSoap {

    String NAMESPACE = "urn:wirerace:business";

    @WebResult(name = "result")
    int addOne(@WebParam(name = "x") int x);

    @WebResult(name = "result")
    String concat(@WebParam(name = "a") String a, @WebParam(name = "b") String b);

    /**
     * {@code tx} may be left out: that is {@link TxMode#NONE}; {@code count} too: that is the standard
     * {@value dev.wirerace.model.Accounts#STANDARD_COUNT}.
     */
    @WebResult(name = "account")
    List<SoapAccount> accounts(@WebParam(name = "tx") TxMode tx, @WebParam(name = "count") Integer count);
}
