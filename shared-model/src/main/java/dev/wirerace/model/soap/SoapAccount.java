package dev.wirerace.model.soap;

import dev.wirerace.model.Account;
import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlType;

/**
 * The SOAP wire form of {@link Account}: JAXB needs a mutable bean, which a record is not. Converted at
 * the edge (server adapter and client) so it never reaches the business code.
 */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "account", propOrder = { "id", "owner", "number", "branch" })
public class SoapAccount {

    public String id;
    public String owner;
    public String number;
    public String branch;

    public static SoapAccount of(Account account) {
        SoapAccount soap = new SoapAccount();
        soap.id = account.id();
        soap.owner = account.owner();
        soap.number = account.number();
        soap.branch = account.branch();
        return soap;
    }

    public Account toAccount() {
        return new Account(id, owner, number, branch);
    }
}
