package dev.wirerace.replication;

import java.nio.ByteBuffer;
import java.util.SplittableRandom;
import java.util.zip.CRC32C;

/**
 * One element of the study: {@code size} bytes of random content that carry their own index and a
 * checksum, so a reader can tell an intact element from a corrupt or misplaced one without asking the
 * writer. Layout: index (8 bytes), CRC32C of index and content (8 bytes), content.
 */
public final class Element {

    public static final int HEADER_BYTES = 16;

    /** What a reader found under a key. */
    public enum Verdict { INTACT, CORRUPT }

    private Element() {
    }

    public static byte[] create(long index, int size, SplittableRandom random) {
        if (size < HEADER_BYTES) {
            throw new IllegalArgumentException("an element needs at least " + HEADER_BYTES + " bytes, not " + size);
        }
        byte[] value = new byte[size];
        for (int i = HEADER_BYTES; i < size; i += 8) {
            long bits = random.nextLong();
            for (int b = 0; b < 8 && i + b < size; b++) {
                value[i + b] = (byte) (bits >>> (8 * b));
            }
        }
        ByteBuffer header = ByteBuffer.wrap(value);
        header.putLong(0, index);
        header.putLong(8, checksum(index, value));
        return value;
    }

    /** Intact when the element is as long as expected, names this index, and its checksum matches. */
    public static Verdict check(long index, byte[] value, int expectedSize) {
        if (value.length != expectedSize) {
            return Verdict.CORRUPT;
        }
        ByteBuffer header = ByteBuffer.wrap(value);
        boolean intact = header.getLong(0) == index && header.getLong(8) == checksum(index, value);
        return intact ? Verdict.INTACT : Verdict.CORRUPT;
    }

    private static long checksum(long index, byte[] value) {
        CRC32C crc = new CRC32C();
        crc.update(ByteBuffer.allocate(8).putLong(0, index));
        crc.update(value, HEADER_BYTES, value.length - HEADER_BYTES);
        return crc.getValue();
    }
}
