package dev.wirerace.model.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import java.io.IOException;
import java.io.InvalidClassException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SerialAllowListTest {

    @Test
    void everyContractTypeRoundTrips() throws IOException {
        List<Account> accounts = Accounts.list(1000);
        assertEquals(accounts, SerialAllowList.read(SerialAllowList.write(new ArrayList<>(accounts)), List.class));
        assertEquals(List.of(1, 2), SerialAllowList.read(SerialAllowList.write(List.of(1, 2)), List.class));
        assertEquals(41, SerialAllowList.read(SerialAllowList.write(41), Integer.class));
        assertEquals(TxMode.NEVER, SerialAllowList.read(SerialAllowList.write(TxMode.NEVER), TxMode.class));
        ConcatRequest request = new ConcatRequest("a", "b");
        assertEquals(request, SerialAllowList.read(SerialAllowList.write(request), ConcatRequest.class));
    }

    @Test
    void aClassOutsideTheListIsRefused() {
        byte[] hostile = SerialAllowList.write(new HashSet<>(Set.of("x")));
        assertThrows(InvalidClassException.class, () -> SerialAllowList.read(hostile, Object.class));
    }

    @Test
    void aDeeplyNestedListIsRefusedEvenThoughListsAreAllowed() {
        List<Object> root = new ArrayList<>();
        List<Object> current = root;
        for (int i = 0; i < 50; i++) {
            List<Object> next = new ArrayList<>();
            current.add(next);
            current = next;
        }
        byte[] nested = SerialAllowList.write(root);
        assertThrows(InvalidClassException.class, () -> SerialAllowList.read(nested, List.class));
    }

    @Test
    void anAllowedObjectOfTheWrongTypeIsRefused() {
        byte[] text = SerialAllowList.write("not a number");
        assertThrows(IOException.class, () -> SerialAllowList.read(text, Integer.class));
    }
}
