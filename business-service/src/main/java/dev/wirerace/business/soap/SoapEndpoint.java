package dev.wirerace.business.soap;

import dev.wirerace.core.BusinessCore;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.soap.BusinessSoap;
import dev.wirerace.model.soap.SoapAccount;
import jakarta.jws.WebService;
import java.util.List;

/**
 * SOAP adapter (Quarkus CXF), WSDL at {@code /soap/business?wsdl}. CXF answers bad XML, and any DOCTYPE,
 * with a SOAP Fault before this class is reached; an {@link IllegalArgumentException} from the core
 * becomes a Fault too.
 */
@WebService(endpointInterface = "dev.wirerace.model.soap.BusinessSoap", serviceName = "BusinessService",
        portName = "BusinessPort", targetNamespace = BusinessSoap.NAMESPACE)
public class SoapEndpoint implements BusinessSoap {

    private final BusinessCore core;

    public SoapEndpoint(BusinessCore core) {
        this.core = core;
    }

    @Override
    public int addOne(int x) {
        return core.addOne(x);
    }

    @Override
    public String concat(String a, String b) {
        return core.concat(a, b);
    }

    @Override
    public List<SoapAccount> accounts(TxMode tx, Integer count) {
        return core.accounts(tx, count == null ? Accounts.STANDARD_COUNT : count).stream().map(SoapAccount::of)
                .toList();
    }
}
