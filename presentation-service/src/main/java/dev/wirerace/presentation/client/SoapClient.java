package dev.wirerace.presentation.client;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.soap.BusinessSoap;
import dev.wirerace.model.soap.SoapAccount;
import dev.wirerace.suite.WireClient;
import jakarta.xml.ws.soap.SOAPFaultException;
import java.util.List;

/** SOAP through the Quarkus CXF client of the shared contract (configured in application.properties). */
public final class SoapClient implements WireClient {

    private final BusinessSoap soap;

    public SoapClient(BusinessSoap soap) {
        this.soap = soap;
    }

    @Override
    public int addOne(int x) {
        try {
            return soap.addOne(x);
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public String concat(String a, String b) {
        try {
            return soap.concat(a, b);
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        try {
            return soap.accounts(tx, count).stream().map(SoapAccount::toAccount).toList();
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    private static CallFailure translate(RuntimeException e) {
        if (e instanceof SOAPFaultException fault) {
            return new CallFailure(FailureKind.OTHER, "SOAP fault: " + fault.getMessage(), fault);
        }
        return Failures.translate(e);
    }
}
