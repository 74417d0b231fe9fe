import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.serial.SerialAllowList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * Writes and reads the bodies of the Java-serialized HTTP wire, so curl (or any HTTP tool) can call it:
 *
 * <pre>
 * CP=shared-model/target/shared-model-1.0.0-SNAPSHOT.jar
 * java -cp $CP examples/SerializedBodies.java encode add-one 41 body.bin
 * curl -s --data-binary @body.bin -H 'Content-Type: application/x-java-serialized-object' \
 *      http://127.0.0.1:8080/serialized/add-one -o reply.bin
 * java -cp $CP examples/SerializedBodies.java decode reply.bin
 * </pre>
 *
 * encode add-one X FILE | encode concat A B FILE | encode accounts none|required|never|supports FILE;
 * decode FILE reads a reply through the same allow-list the service uses; k6-fixtures DIR writes the
 * bodies k6/serialized.js sends (16 add-one bodies with different x, one accounts body) and a manifest.
 */
public class SerializedBodies {

    public static void main(String[] args) throws IOException {
        if (args.length == 2 && args[0].equals("k6-fixtures")) {
            writeK6Fixtures(Path.of(args[1]));
            return;
        }
        if (args.length >= 2 && args[0].equals("decode")) {
            Object reply = SerialAllowList.read(Files.readAllBytes(Path.of(args[1])), Object.class);
            if (reply instanceof List<?> accounts) {
                System.out.println(accounts.size() + " accounts, first " + ((Account) accounts.get(0)).id());
            } else {
                System.out.println(reply);
            }
            return;
        }
        if (args.length < 4 || !args[0].equals("encode")) {
            System.err.println("usage: encode add-one X FILE | encode concat A B FILE | encode accounts TX FILE | decode FILE");
            System.exit(2);
        }
        Object body = switch (args[1]) {
            case "add-one" -> Integer.valueOf(args[2]);
            case "concat" -> new ConcatRequest(args[2], args[3]);
            case "accounts" -> TxMode.fromWireName(args[2]);
            default -> throw new IllegalArgumentException("operation must be add-one, concat or accounts");
        };
        Files.write(Path.of(args[args.length - 1]), SerialAllowList.write(body));
    }

    private static void writeK6Fixtures(Path dir) throws IOException {
        Files.createDirectories(dir);
        StringBuilder addOne = new StringBuilder();
        Random random = new Random();
        for (int i = 0; i < 16; i++) {
            int x = random.nextInt(2_000_000) - 1_000_000;
            String file = "add-one-" + i + ".bin";
            Files.write(dir.resolve(file), SerialAllowList.write(x));
            addOne.append(i == 0 ? "" : ",").append("{\"x\":").append(x).append(",\"file\":\"").append(file).append("\"}");
        }
        Files.write(dir.resolve("accounts-required.bin"), SerialAllowList.write(TxMode.REQUIRED));
        Files.writeString(dir.resolve("manifest.json"),
                "{\"addOne\":[" + addOne + "],\"accounts\":\"accounts-required.bin\"}\n");
    }
}
