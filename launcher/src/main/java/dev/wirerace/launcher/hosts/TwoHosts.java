package dev.wirerace.launcher.hosts;

import dev.wirerace.tiers.ports.BusinessHost;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * Two hosts on one machine: two network namespaces joined by a veth pair, addresses from 198.18.0.0/15 (set
 * aside for benchmarking), the link optionally capped by tbf on both ends and given an MTU. The
 * business-service runs in one, the presentation side in the other; both are removed when the command ends,
 * on Ctrl-C too, and any left by an earlier run that died are removed first.
 */
public final class TwoHosts extends OwnedNamespaces {

    static final String PRESENTATION_ADDRESS = "198.18.0.1";
    static final String BUSINESS_ADDRESS = "198.18.0.2";

    private final String description;
    private String business;
    private String presentation;

    private TwoHosts(String description) {
        this.description = description;
    }

    /**
     * Creates both namespaces and the link.
     *
     * @param rate a tbf rate such as 100mbit or 1gbit, or none
     * @param mtu the link's MTU, or none
     */
    public static TwoHosts create(Optional<String> rate, Optional<Integer> mtu) throws IOException, InterruptedException {
        Namespaces.removeStale();
        TwoHosts hosts = new TwoHosts("two hosts: network namespaces over a veth pair (" + PRESENTATION_ADDRESS + " to "
                + BUSINESS_ADDRESS + rate.map(r -> ", tbf " + r).orElse("") + mtu.map(m -> ", MTU " + m).orElse("") + ")");
        String businessEnd = Namespaces.device("wrb");
        String presentationEnd = Namespaces.device("wrp");
        try {
            hosts.business = hosts.add("b");
            hosts.presentation = hosts.add("p");
            Namespaces.ip("link", "add", businessEnd, "type", "veth", "peer", "name", presentationEnd);
            Namespaces.ip("link", "set", businessEnd, "netns", hosts.business);
            Namespaces.ip("link", "set", presentationEnd, "netns", hosts.presentation);
            // each end shapes what it sends: both directions capped
            Namespaces.configure(hosts.business, businessEnd, Optional.of(BUSINESS_ADDRESS + "/30"), rate, mtu);
            Namespaces.configure(hosts.presentation, presentationEnd, Optional.of(PRESENTATION_ADDRESS + "/30"), rate, mtu);
            return hosts;
        } catch (IOException | InterruptedException | RuntimeException failed) {
            hosts.close();
            throw failed;
        }
    }

    /** The business-service's host: bound to its end of the link. */
    public BusinessHost businessHost() {
        return new BusinessHost(BUSINESS_ADDRESS, BUSINESS_ADDRESS);
    }

    public List<String> businessPrefix() {
        return Namespaces.exec(business);
    }

    public List<String> presentationPrefix() {
        return Namespaces.exec(presentation);
    }

    /** What the run records as its path. */
    public String description() {
        return description;
    }
}
