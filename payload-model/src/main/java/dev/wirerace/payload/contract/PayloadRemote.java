package dev.wirerace.payload.contract;

import dev.wirerace.payload.model.Document;
import java.rmi.Remote;
import java.rmi.RemoteException;

/** The payload's RMI contract, bound as {@value #REGISTRY_NAME} beside the business calls, in both registries. */
public interface PayloadRemote extends Remote {

    String REGISTRY_NAME = "PayloadService";

    /** The sample with call number {@code call} in it. */
    Document fetch(long call) throws RemoteException;

    /** How many values {@code document} held, and their checksum. */
    Receipt store(Document document) throws RemoteException;
}
