package dev.wirerace.model;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;

/** The RMI contract, bound as {@value #REGISTRY_NAME} in the plain and the SSL registry. */
public interface BusinessRemote extends Remote {

    String REGISTRY_NAME = "BusinessService";

    int addOne(int x) throws RemoteException;

    String concat(String a, String b) throws RemoteException;

    /** The {@value Accounts#STANDARD_COUNT}-account list. */
    List<Account> accounts(TxMode tx) throws RemoteException;

    /** The first {@code count} accounts (0 to {@value Accounts#MAX_COUNT}). */
    List<Account> accounts(TxMode tx, int count) throws RemoteException;
}
