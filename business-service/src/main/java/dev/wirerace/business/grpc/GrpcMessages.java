package dev.wirerace.business.grpc;

import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountMessage;
import dev.wirerace.grpc.Tx;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import java.util.List;

/** The gRPC contract's messages from and to the core's types: one mapping for every gRPC server here. */
public final class GrpcMessages {

    private GrpcMessages() {
    }

    /** The transaction variant a request asks for; null for a value this contract does not know. */
    public static TxMode txMode(Tx tx) {
        return switch (tx) {
            case TX_NONE -> TxMode.NONE;
            case TX_REQUIRED -> TxMode.REQUIRED;
            case TX_NEVER -> TxMode.NEVER;
            case TX_SUPPORTS -> TxMode.SUPPORTS;
            case UNRECOGNIZED -> null;
        };
    }

    public static AccountList accountList(List<Account> accounts) {
        AccountList.Builder list = AccountList.newBuilder();
        for (Account account : accounts) {
            list.addAccounts(accountMessage(account));
        }
        return list.build();
    }

    public static AccountMessage accountMessage(Account account) {
        return AccountMessage.newBuilder().setId(account.id()).setOwner(account.owner()).setNumber(account.number())
                .setBranch(account.branch()).build();
    }
}
