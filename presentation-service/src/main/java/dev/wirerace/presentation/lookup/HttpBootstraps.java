package dev.wirerace.presentation.lookup;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.lookup.ClosingClient;
import dev.wirerace.lookup.PhaseClock;
import dev.wirerace.model.soap.BusinessSoap;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.presentation.client.ClientTls;
import dev.wirerace.presentation.client.JdkHttpTransport;
import dev.wirerace.presentation.client.RestClient;
import dev.wirerace.presentation.client.SerializedClient;
import dev.wirerace.presentation.client.SoapClient;
import dev.wirerace.suite.WireClient;
import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.Service;
import java.io.Closeable;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.Map;
import javax.xml.namespace.QName;
import org.apache.cxf.Bus;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.wsdl.WSDLManager;

/**
 * The HTTP wires' clients, built from nothing: a JDK HttpClient (with a new TLS context for HTTPS) for
 * REST and serialized objects; for SOAP, study 5's expensive step: a JAX-WS service from the WSDL the
 * business tier serves (fetched and parsed), then its port proxy.
 */
final class HttpBootstraps {

    private static final QName SOAP_SERVICE = new QName(BusinessSoap.NAMESPACE, "BusinessService");
    private static final QName SOAP_PORT = new QName(BusinessSoap.NAMESPACE, "BusinessPort");

    private final BusinessTarget target;
    private final ClientTls tls;
    private final ObjectMapper json;

    HttpBootstraps(BusinessTarget target, ClientTls tls, ObjectMapper json) {
        this.target = target;
        this.tls = tls;
        this.json = json;
    }

    WireClient rest(Wire wire, String base, PhaseClock clock) throws Exception {
        HttpClient.Version version = wire == Wire.REST_HTTPS_H2 ? HttpClient.Version.HTTP_2 : HttpClient.Version.HTTP_1_1;
        HttpClient http = http(version, wire.tls());
        clock.lap("client");
        return new RestClient(new JdkHttpTransport(http, version, target.callTimeout()), base, json);
    }

    WireClient serialized(PhaseClock clock) throws Exception {
        HttpClient http = http(HttpClient.Version.HTTP_1_1, false);
        clock.lap("client");
        return new SerializedClient(new JdkHttpTransport(http, HttpClient.Version.HTTP_1_1, target.callTimeout()),
                target.httpBase());
    }

    WireClient soap(PhaseClock clock) throws Exception {
        String wsdl = target.httpBase() + "/soap/business?wsdl";
        Service service = Service.create(URI.create(wsdl).toURL(), SOAP_SERVICE);
        clock.lap("wsdl");
        BusinessSoap port = service.getPort(SOAP_PORT, BusinessSoap.class);
        Map<String, Object> request = ((BindingProvider) port).getRequestContext();
        request.put("jakarta.xml.ws.client.connectionTimeout", target.connectTimeout().toMillis());
        request.put("jakarta.xml.ws.client.receiveTimeout", target.callTimeout().toMillis());
        clock.lap("proxy");
        // CXF keeps parsed WSDLs per URL on its bus: forgotten on close, so the next sample fetches and parses again
        Bus bus = ClientProxy.getClient(port).getBus();
        return ClosingClient.of(SoapClient.businessOnly(port), (Closeable) port,
                () -> bus.getExtension(WSDLManager.class).removeDefinition(wsdl));
    }

    private HttpClient http(HttpClient.Version version, boolean secure) throws Exception {
        HttpClient.Builder builder = HttpClient.newBuilder().version(version).connectTimeout(target.connectTimeout());
        if (secure) {
            builder.sslContext(tls.freshContext());
        }
        return builder.build();
    }
}
