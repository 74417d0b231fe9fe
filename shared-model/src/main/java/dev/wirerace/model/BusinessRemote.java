package dev.wirerace.model;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;

/** The RMI contract, bound as {@value #REGISTRY_NAME} in the plain and the SSL registry. */
public interface BusinessRemote extends Remote {

    String REGISTRY_NAME = "BusinessService";

    int addOne(int x) throws RemoteException;

    String concat(String a, String b) throws RemoteException;

    List<Account> accounts(TxMode tx) throws RemoteException;
}
