package dev.wirerace.presentation.client;

import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import io.smallrye.graphql.client.typesafe.api.GraphQLClientApi;
import java.util.List;
import org.eclipse.microprofile.graphql.NonNull;
import org.eclipse.microprofile.graphql.Query;

/**
 * The business-service's GraphQL queries as SmallRye's typesafe client sees them: each method is a query of its
 * name, its parameters the query's variables, and a returned type's fields the selection (the account list
 * selects all four). Built per run by GraphQLClient, toward the run's business-service.
 */
@GraphQLClientApi
public interface BusinessGraphQLApi {

    @Query
    int addOne(int x);

    @Query
    String concat(@NonNull String a, @NonNull String b);

    @Query
    List<Account> accounts(@NonNull TxMode tx, int count);
}
