package dev.wirerace.business;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Turns a valid message into a hostile one, reproducibly from a seed: bytes flipped, inserted, deleted,
 * repeated or cut, and tokens that stress parsers (quotes, brackets nested deep, huge numbers, NULs,
 * CDATA ends, non-UTF-8). One to four edits per message; the seed is printed so a failure can be replayed.
 */
final class Mutator {

    private static final List<byte[]> TOKENS = List.of("\"", "{", "}", "[", "]", "<", ">", "</", "]]>", "&", "\\u0000",
            "\u0000", "99999999999999999999999999", "-1", "NaN", "1e999", "null", "true", ":", ",", "<!DOCTYPE x>",
            "{".repeat(2_000), "[".repeat(2_000), "<a>".repeat(500)).stream()
            .map(token -> token.getBytes(StandardCharsets.UTF_8)).toList();

    private final Random random;

    Mutator(long seed) {
        this.random = new Random(seed);
    }

    byte[] mutate(byte[] valid) {
        byte[] message = valid;
        int edits = 1 + random.nextInt(4);
        for (int i = 0; i < edits; i++) {
            message = edit(message);
        }
        return message;
    }

    private byte[] edit(byte[] message) {
        int length = message.length;
        int at = length == 0 ? 0 : random.nextInt(length);
        return switch (random.nextInt(7)) {
            case 0 -> {
                byte[] flipped = message.clone();
                if (length > 0) {
                    flipped[at] ^= (byte) (1 << random.nextInt(8));
                }
                yield flipped;
            }
            case 1 -> insert(message, at, new byte[] { (byte) random.nextInt(256) });
            case 2 -> insert(message, at, TOKENS.get(random.nextInt(TOKENS.size())));
            case 3 -> {
                int end = Math.min(length, at + 1 + random.nextInt(8));
                byte[] shorter = new byte[length - (end - at)];
                System.arraycopy(message, 0, shorter, 0, at);
                System.arraycopy(message, end, shorter, at, length - end);
                yield shorter;
            }
            case 4 -> Arrays.copyOf(message, at);
            case 5 -> {
                int end = Math.min(length, at + 1 + random.nextInt(16));
                yield insert(message, at, Arrays.copyOfRange(message, at, end));
            }
            default -> {
                byte[] random = new byte[this.random.nextInt(64)];
                this.random.nextBytes(random);
                yield insert(message, at, random);
            }
        };
    }

    private static byte[] insert(byte[] message, int at, byte[] inserted) {
        byte[] longer = new byte[message.length + inserted.length];
        System.arraycopy(message, 0, longer, 0, at);
        System.arraycopy(inserted, 0, longer, at, inserted.length);
        System.arraycopy(message, at, longer, at + inserted.length, message.length - at);
        return longer;
    }
}
