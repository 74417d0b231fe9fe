package dev.wirerace.business.broker;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What Artemis's JMS client looks up by name, for a native image (JVM mode needs none of it): the connector and
 * load-balancing policy it instantiates from class names, the connection factory and options whose setters it
 * fills from the URL's query, and its log bundles' generated classes. The classes holding a random seed, pooled
 * buffers and JGroups' cache of this machine's addresses (the client's cluster discovery, which a tcp:// URL never
 * uses; initialised at build time it failed the image) start at run time
 * ({@code quarkus.native.additional-build-args}). Quarkiverse's quarkus-artemis extension, not adopted (the client
 * is built from the wire's own URL), registers the connector and the policies and starts the first two at run time
 * the same way.
 */
@RegisterForReflection(targets = {
        org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory.class,
        org.apache.activemq.artemis.uri.JMSConnectionOptions.class,
        org.apache.activemq.artemis.core.remoting.impl.netty.NettyConnectorFactory.class,
        org.apache.activemq.artemis.api.core.client.loadbalance.RoundRobinConnectionLoadBalancingPolicy.class },
        classNames = {
                "org.apache.activemq.artemis.core.client.ActiveMQClientLogger_impl",
                "org.apache.activemq.artemis.core.client.ActiveMQClientMessageBundle_impl",
                "org.apache.activemq.artemis.logs.ActiveMQUtilBundle_impl",
                "org.apache.activemq.artemis.logs.ActiveMQUtilLogger_impl",
                "org.apache.activemq.artemis.jms.client.ActiveMQJMSClientBundle_impl",
                "org.apache.activemq.artemis.jms.client.ActiveMQJMSClientLogger_impl" })
final class ArtemisClientNative {

    private ArtemisClientNative() {
    }
}
