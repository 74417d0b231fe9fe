package dev.wirerace.replication.infinispan;

import dev.wirerace.replication.ClusterSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A JGroups 5 TCP stack with every member listed by address (TCPPING): no multicast assumed. It is
 * Infinispan's own default TCP stack ({@code default-jgroups-tcp.xml}) with TCPPING in MPING's place and
 * the failure-detection port next to the node's ({@code FD_SOCK2 offset 2}). Infinispan and the raw
 * JGroups ceiling use the same stack, so the ceiling is what this transport can carry.
 */
final class TcpStack {

    private TcpStack() {
    }

    static Path write(ClusterSpec spec) throws IOException {
        String hosts = IntStream.range(0, spec.nodes()).mapToObj(i -> spec.host(i) + "[" + spec.port(i) + "]")
                .collect(Collectors.joining(","));
        String xml = """
                <config xmlns="urn:org:jgroups">
                  <TCP bind_addr="%s" bind_port="%d" port_range="0" send_buf_size="640k" sock_conn_timeout="300ms"
                       tcp_nodelay="true" bundler_type="transfer-queue" bundler.max_size="64k"
                       thread_pool.min_threads="0" thread_pool.max_threads="200" thread_pool.keep_alive_time="1m"
                       diag.enabled="false"/>
                  <RED/>
                  <TCPPING initial_hosts="%s" port_range="0"/>
                  <MERGE3 min_interval="10s" max_interval="30s"/>
                  <FD_SOCK2 offset="2"/>
                  <FD_ALL3/>
                  <VERIFY_SUSPECT2 timeout="1s"/>
                  <pbcast.NAKACK2 use_mcast_xmit="false" xmit_interval="200ms" xmit_table_num_rows="50"
                                  xmit_table_msgs_per_row="1024" xmit_table_max_compaction_time="30s"
                                  resend_last_seqno="true"/>
                  <UNICAST3 conn_close_timeout="5s" xmit_interval="200ms" xmit_table_num_rows="50"
                            xmit_table_msgs_per_row="1024" xmit_table_max_compaction_time="30s"/>
                  <pbcast.STABLE desired_avg_gossip="5s" max_bytes="1M"/>
                  <pbcast.GMS print_local_addr="false" join_timeout="2s"/>
                  <UFC max_credits="4m" min_threshold="0.40"/>
                  <MFC max_credits="4m" min_threshold="0.40"/>
                  <FRAG4 frag_size="60k"/>
                </config>
                """.formatted(spec.host(), spec.port(spec.node()), hosts);
        Path file = Files.createTempFile("wirerace-jgroups-", ".xml");
        file.toFile().deleteOnExit();
        return Files.writeString(file, xml);
    }
}
