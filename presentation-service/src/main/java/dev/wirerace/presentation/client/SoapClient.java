package dev.wirerace.presentation.client;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.soap.BusinessSoap;
import dev.wirerace.model.soap.SoapAccount;
import dev.wirerace.payload.contract.PayloadSoap;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import jakarta.xml.ws.soap.SOAPFaultException;
import java.util.List;

/**
 * SOAP through the Quarkus CXF clients of the shared contract and of the payload's (configured in
 * application.properties).
 */
public final class SoapClient implements WireClient {

    private final BusinessSoap soap;
    /** Null for a client of the business calls only (the lookup study's, which measures finding the service). */
    private final PayloadSoap payload;

    public SoapClient(BusinessSoap soap, PayloadSoap payload) {
        this.soap = soap;
        this.payload = payload;
    }

    /** A client of the business calls only. */
    public static SoapClient businessOnly(BusinessSoap soap) {
        return new SoapClient(soap, null);
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

    @Override
    public Document fetch(long call) {
        try {
            return payload().fetch(call);
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public Receipt store(Document document) {
        try {
            return payload().store(document);
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    private PayloadSoap payload() {
        if (payload == null) {
            throw new IllegalStateException("this SOAP client was made for the business calls only");
        }
        return payload;
    }

    private static CallFailure translate(RuntimeException e) {
        if (e instanceof SOAPFaultException fault) {
            return new CallFailure(FailureKind.OTHER, "SOAP fault: " + fault.getMessage(), fault);
        }
        return Failures.translate(e);
    }
}
