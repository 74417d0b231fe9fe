package dev.wirerace.business;

import io.grpc.MethodDescriptor;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A gRPC marshaller that sends and receives raw bytes: what a hostile or confused client sends. */
final class RawBytes implements MethodDescriptor.Marshaller<byte[]> {

    /** A unary method of any name, in raw bytes both ways. */
    static MethodDescriptor<byte[], byte[]> unary(String fullMethodName) {
        return method(MethodDescriptor.MethodType.UNARY, fullMethodName);
    }

    /** A server-streaming method of any name, in raw bytes both ways. */
    static MethodDescriptor<byte[], byte[]> serverStreaming(String fullMethodName) {
        return method(MethodDescriptor.MethodType.SERVER_STREAMING, fullMethodName);
    }

    private static MethodDescriptor<byte[], byte[]> method(MethodDescriptor.MethodType type, String fullMethodName) {
        return MethodDescriptor.<byte[], byte[]>newBuilder().setType(type)
                .setFullMethodName(fullMethodName).setRequestMarshaller(new RawBytes())
                .setResponseMarshaller(new RawBytes()).build();
    }

    @Override
    public InputStream stream(byte[] value) {
        return new ByteArrayInputStream(value);
    }

    @Override
    public byte[] parse(InputStream stream) {
        try {
            return stream.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
