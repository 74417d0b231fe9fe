package dev.wirerace.payload.contract;

import java.io.Serializable;
import java.util.Objects;

/**
 * What a store answers on every wire: how many values the document held and their checksum (DocumentFacts), proof
 * that it was read whole. A bean rather than a record: JAXB binds beans.
 */
public class Receipt implements Serializable {

    private static final long serialVersionUID = 1L;

    private long count;
    private long checksum;

    public Receipt() {
    }

    public Receipt(long count, long checksum) {
        this.count = count;
        this.checksum = checksum;
    }

    public long getCount() {
        return count;
    }

    public void setCount(long count) {
        this.count = count;
    }

    public long getChecksum() {
        return checksum;
    }

    public void setChecksum(long checksum) {
        this.checksum = checksum;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Receipt other && count == other.count && checksum == other.checksum;
    }

    @Override
    public int hashCode() {
        return Objects.hash(count, checksum);
    }

    @Override
    public String toString() {
        return "Receipt[count=" + count + ", checksum=" + checksum + "]";
    }
}
