package dev.wirerace.presentation.client;

import dev.wirerace.model.wire.ServerModel;
import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.MethodDescriptor;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A channel that sends the business service's calls to the service of one server model: the three services
 * in business.proto have the same methods, so one generated stub reaches each of them by the service's name.
 * Each method's renamed descriptor is built once, not per call.
 */
public final class GrpcModelChannel extends Channel {

    private static final String DEFAULT_SERVICE = ServerModel.EVENT_LOOP.grpcService();

    private final Channel channel;
    private final String service;
    private final Map<String, MethodDescriptor<?, ?>> renamed = new ConcurrentHashMap<>();

    private GrpcModelChannel(Channel channel, String service) {
        this.channel = channel;
        this.service = service;
    }

    /** {@code channel} itself for the default model (and a wire's own), else one that renames the service. */
    public static Channel toward(Channel channel, ServerModel model) {
        return model.grpcService() == null || model.grpcService().equals(DEFAULT_SERVICE) ? channel
                : new GrpcModelChannel(channel, model.grpcService());
    }

    @Override
    @SuppressWarnings("unchecked")
    public <Q, A> ClientCall<Q, A> newCall(MethodDescriptor<Q, A> method, CallOptions options) {
        MethodDescriptor<Q, A> target = (MethodDescriptor<Q, A>) renamed.computeIfAbsent(method.getFullMethodName(),
                name -> method.toBuilder().setFullMethodName(
                        MethodDescriptor.generateFullMethodName(service, method.getBareMethodName())).build());
        return channel.newCall(target, options);
    }

    @Override
    public String authority() {
        return channel.authority();
    }
}
