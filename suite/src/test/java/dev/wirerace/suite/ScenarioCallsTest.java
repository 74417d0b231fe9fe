package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.engine.Call;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.payload.model.DocumentFacts;
import dev.wirerace.payload.model.PayloadSample;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** Every reply is checked: a right one passes, any wrong field or count is an invalid reply. */
class ScenarioCallsTest {

    private static final Scenario ACCOUNTS = Scenario.closed(Wire.LOCAL, Operation.ACCOUNTS, TxMode.NONE, 55, 1);
    private static final Scenario ADD_ONE = Scenario.closed(Wire.LOCAL, Operation.ADD_ONE, TxMode.NONE, 0, 1);
    private static final Scenario CONCAT = Scenario.closed(Wire.LOCAL, Operation.CONCAT, TxMode.NONE, 500, 1);
    private static final Scenario FETCH = Scenario.payload(Wire.LOCAL, Operation.FETCH, 1);
    private static final Scenario STORE = Scenario.payload(Wire.LOCAL, Operation.STORE, 1);

    @Test
    void rightRepliesPass() {
        WireClient right = right(0, UnaryOperator.identity());
        for (Scenario scenario : List.of(ACCOUNTS, ADD_ONE, CONCAT, FETCH, STORE)) {
            Call call = ScenarioCalls.of(scenario, right);
            for (long sequence = 0; sequence < 200; sequence++) {
                long at = sequence;
                assertDoesNotThrow(() -> call.invoke(at), scenario.describe());
            }
        }
    }

    @Test
    void anAccountWithOneWrongFieldIsInvalid() {
        assertInvalid(ACCOUNTS, accountsChangedBy(list -> {
            Account last = list.get(54);
            list.set(54, new Account(last.id(), last.owner(), last.number(), last.branch() + "x"));
            return list;
        }));
        assertInvalid(ACCOUNTS, accountsChangedBy(list -> {
            Account first = list.get(0);
            list.set(0, new Account(first.owner(), first.owner(), first.number(), first.branch()));
            return list;
        }));
    }

    @Test
    void aMissingExtraOrNullAccountIsInvalid() {
        assertInvalid(ACCOUNTS, accountsChangedBy(list -> list.subList(0, 54)));
        assertInvalid(ACCOUNTS, accountsChangedBy(list -> {
            list.add(list.get(0));
            return list;
        }));
        assertInvalid(ACCOUNTS, accountsChangedBy(list -> {
            list.set(7, null);
            return list;
        }));
        assertInvalid(ACCOUNTS, accountsChangedBy(list -> null));
    }

    @Test
    void aWrongSumOrJoinIsInvalid() {
        assertInvalid(ADD_ONE, right(1, UnaryOperator.identity()));
        assertInvalid(CONCAT, right(0, text -> text.substring(1)));
    }

    @Test
    void aFetchedDocumentThatIsNotTheSampleVariedByTheCallIsInvalid() {
        assertInvalid(FETCH, fetchChangedBy((call, document) -> DocumentFacts.varied(PayloadSample.document(), call + 1)));
        assertInvalid(FETCH, fetchChangedBy((call, document) -> PayloadSample.document()));
        assertInvalid(FETCH, fetchChangedBy((call, document) -> null));
    }

    @Test
    void aStoreWhoseReceiptIsNotTheDocumentsIsInvalid() {
        assertInvalid(STORE, storeChangedBy(receipt -> new Receipt(receipt.getCount() - 1, receipt.getChecksum())));
        assertInvalid(STORE, storeChangedBy(receipt -> new Receipt(receipt.getCount(), receipt.getChecksum() ^ 1)));
        assertInvalid(STORE, storeChangedBy(receipt -> null));
    }

    @Test
    void thePayloadsRowsAreNamedByItsFile() {
        assertEquals("local fetch(" + PayloadSample.name() + ") c=1", FETCH.describe());
        assertEquals(PayloadSample.size(), FETCH.replyBytes());
        assertEquals(PayloadSample.size(), STORE.requestBytes());
    }

    @Test
    void eachCallIsCodeOfItsOwn() {
        WireClient right = right(0, UnaryOperator.identity());
        Call first = ScenarioCalls.of(ADD_ONE, right);
        Call second = ScenarioCalls.of(ADD_ONE, right);
        assertNotSame(first.getClass(), second.getClass());
        assertNotSame(AddOneCall.class, first.getClass());
    }

    @Test
    void aGroupStopsAtItsFirstWrongReplyAndSaysHowManyWereRight() {
        Call call = ScenarioCalls.of(ADD_ONE, new WireClient() {
            private int calls;

            @Override
            public int addOne(int x) {
                return ++calls < 3 ? x + 1 : x;
            }

            @Override
            public String concat(String a, String b) {
                throw new UnsupportedOperationException();
            }

            @Override
            public List<Account> accounts(TxMode tx, int count) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Document fetch(long call) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Receipt store(Document document) {
                throw new UnsupportedOperationException();
            }
        });
        Call.CutShort cut = assertThrows(Call.CutShort.class, () -> call.invokeEach(0, 10));
        assertEquals(2, cut.succeeded());
        assertEquals(FailureKind.INVALID_REPLY, CallFailure.kindOf(cut.getCause()));
    }

    private static WireClient accountsChangedBy(UnaryOperator<List<Account>> change) {
        return new AnsweringClient(0, UnaryOperator.identity(), change, (call, document) -> document,
                UnaryOperator.identity());
    }

    private static WireClient fetchChangedBy(java.util.function.BiFunction<Long, Document, Document> change) {
        return new AnsweringClient(0, UnaryOperator.identity(), UnaryOperator.identity(), change, UnaryOperator.identity());
    }

    private static WireClient storeChangedBy(UnaryOperator<Receipt> change) {
        return new AnsweringClient(0, UnaryOperator.identity(), UnaryOperator.identity(), (call, document) -> document,
                change);
    }

    private static AnsweringClient right(int addOneError, UnaryOperator<String> concatChange) {
        return new AnsweringClient(addOneError, concatChange, UnaryOperator.identity(), (call, document) -> document,
                UnaryOperator.identity());
    }

    private static void assertInvalid(Scenario scenario, WireClient wrong) {
        Call call = ScenarioCalls.of(scenario, wrong);
        CallFailure failure = assertThrows(CallFailure.class, () -> call.invoke(3), scenario.describe());
        assertEquals(FailureKind.INVALID_REPLY, failure.kind());
    }

    /** Answers as the business core does, then bends the answer as a faulty wire might. */
    private record AnsweringClient(int addOneError, UnaryOperator<String> concatChange,
            UnaryOperator<List<Account>> accountsChange, java.util.function.BiFunction<Long, Document, Document> fetchChange,
            UnaryOperator<Receipt> storeChange) implements WireClient {

        private static final Document SAMPLE = PayloadSample.document();

        @Override
        public int addOne(int x) {
            return x + 1 + addOneError;
        }

        @Override
        public String concat(String a, String b) {
            return concatChange.apply(a + b);
        }

        @Override
        public List<Account> accounts(TxMode tx, int count) {
            return accountsChange.apply(new ArrayList<>(Accounts.list(count)));
        }

        @Override
        public Document fetch(long call) {
            return fetchChange.apply(call, DocumentFacts.varied(SAMPLE, call));
        }

        @Override
        public Receipt store(Document document) {
            return storeChange.apply(new Receipt(DocumentFacts.count(document), DocumentFacts.checksum(document)));
        }
    }
}
