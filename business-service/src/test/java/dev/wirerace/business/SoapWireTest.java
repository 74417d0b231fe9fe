package dev.wirerace.business;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.soap.BusinessSoap;
import dev.wirerace.model.soap.SoapAccount;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.xml.ws.soap.SOAPFaultException;
import java.net.URI;
import java.util.Arrays;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** SOAP through a CXF client of the shared contract, and raw envelopes for what a client would not send. */
@QuarkusTest
class SoapWireTest {

    @TestHTTPResource("/soap/business")
    URI endpoint;

    private BusinessSoap soap;

    /**
     * A CXF client of the shared contract made here rather than injected, so that the packaged service's twin
     * ({@code SoapWireIT}) runs the same calls.
     */
    @BeforeEach
    void aClientOfTheTestPort() {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setServiceClass(BusinessSoap.class);
        factory.setAddress(endpoint.toString());
        soap = factory.create(BusinessSoap.class);
    }

    @Test
    void addOneAndConcat() {
        int x = Expectations.randomInt();
        assertEquals(x + 1, soap.addOne(x));
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        assertEquals(a + b, soap.concat(a, b));
    }

    @ParameterizedTest
    @EnumSource(TxMode.class)
    void accountsUnderEveryTxVariant(TxMode tx) {
        Expectations.assertStandardAccounts(soap.accounts(tx, null).stream().map(SoapAccount::toAccount).toList());
    }

    @Test
    void leavingTxOutIsThePlainCall() {
        Expectations.assertStandardAccounts(soap.accounts(null, null).stream().map(SoapAccount::toAccount).toList());
    }

    @Test
    void aCountAsksForThatManyAccountsAndTooManyIsAFault() {
        assertEquals(Accounts.list(1_000), soap.accounts(TxMode.SUPPORTS, 1_000).stream().map(SoapAccount::toAccount)
                .toList());
        assertThrows(SOAPFaultException.class, () -> soap.accounts(TxMode.NONE, Accounts.MAX_COUNT + 1));
    }

    @Test
    void theWsdlDescribesEveryOperation() {
        given().get("/soap/business?wsdl").then().statusCode(200)
                .body(containsString("name=\"addOne\""), containsString("name=\"concat\""),
                        containsString("name=\"accounts\""), containsString("REQUIRED"));
    }

    /** XXE: the DOCTYPE is refused outright, so the external entity is never read. */
    @Test
    void aDoctypeIsASoapFaultAndNothingIsExpanded() {
        String xxe = """
                <?xml version="1.0"?>
                <!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/hostname">]>
                <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:b="urn:wirerace:business">
                  <soap:Body><b:concat><a>&xxe;</a><b>!</b></b:concat></soap:Body>
                </soap:Envelope>""";
        given().contentType("text/xml").body(xxe).post("/soap/business").then().statusCode(500)
                .body(containsString("soap:Fault"), containsString("DTD"), not(containsString("!</")));
        addOneAndConcat();
    }

    @Test
    void malformedXmlAndWrongTypesAreSoapFaults() {
        given().contentType("text/xml").body("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>")
                .post("/soap/business").then().statusCode(500).body(containsString("Fault"));
        given().contentType("text/xml").body(envelope("<b:addOne><x>abc</x></b:addOne>"))
                .post("/soap/business").then().statusCode(500).body(containsString("Fault"));
        given().contentType("text/xml").body(envelope("<b:accounts><tx>MANDATORY</tx></b:accounts>"))
                .post("/soap/business").then().statusCode(500).body(containsString("Fault"));
        addOneAndConcat();
    }

    @Test
    void aRawEnvelopeWithAnEnumTxIsAnswered() {
        String reply = given().contentType("text/xml").body(envelope("<b:accounts><tx>NEVER</tx></b:accounts>"))
                .post("/soap/business").then().statusCode(200).extract().asString();
        assertEquals(55, Arrays.stream(reply.split("<account>")).count() - 1);
    }

    private static String envelope(String body) {
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:b=\"urn:wirerace:business\">"
                + "<soap:Body>" + body + "</soap:Body></soap:Envelope>";
    }
}
