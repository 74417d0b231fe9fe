package dev.wirerace.business.graphql;

import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.core.CallCounter;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.ServerModel;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;
import java.util.List;
import org.eclipse.microprofile.graphql.DefaultValue;
import org.eclipse.microprofile.graphql.Description;
import org.eclipse.microprofile.graphql.GraphQLApi;
import org.eclipse.microprofile.graphql.GraphQLException;
import org.eclipse.microprofile.graphql.NonNull;
import org.eclipse.microprofile.graphql.Query;

/**
 * GraphQL adapter (SmallRye GraphQL, code first) at {@code /graphql} on the HTTP port: the three calls as
 * queries, since none changes anything. Threads as the REST wire's default model: addOne and concat on the
 * event loop, the account list on a worker, where its transaction variants may start a JTA transaction. A
 * GraphQLException's message reaches the caller in the reply's {@code errors}; any other exception would be
 * hidden behind "System error".
 */
@GraphQLApi
public class GraphQLEndpoint {

    private final BusinessCore core;
    private final ServedThreads threads;

    public GraphQLEndpoint(BusinessCore core, ServedThreads threads) {
        this.core = core;
        this.threads = threads;
    }

    @Query
    @NonBlocking
    @Description("x + 1, wrapping as Java's int does")
    public int addOne(int x) {
        int result = core.addOne(x);
        threads.served(ServerModel.EVENT_LOOP, CallCounter.ADD_ONE);
        return result;
    }

    @Query
    @NonBlocking
    @NonNull
    public String concat(@NonNull String a, @NonNull String b) {
        String result = core.concat(a, b);
        threads.served(ServerModel.EVENT_LOOP, CallCounter.CONCAT);
        return result;
    }

    @Query
    @Blocking
    @NonNull
    @Description("The first count accounts (1 to 2,000) under a transaction variant")
    public List<@NonNull Account> accounts(@DefaultValue("NONE") @NonNull TxMode tx,
            @DefaultValue("" + Accounts.STANDARD_COUNT) int count) throws GraphQLException {
        if (count < 1 || count > Accounts.MAX_COUNT) {
            throw new GraphQLException("count must be 1 to " + Accounts.MAX_COUNT + ", got " + count);
        }
        List<Account> result = core.accounts(tx, count);
        threads.served(ServerModel.EVENT_LOOP, CallCounter.accountsKey(tx));
        return result;
    }
}
