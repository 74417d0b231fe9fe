import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.function.LongSupplier;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLEngineResult.HandshakeStatus;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;

/**
 * What TLS costs in the runtime that runs this class, piece by piece, so that the JVM and a native image
 * can be compared piece against piece: the record cipher (AES-GCM, as TLS 1.3 negotiates it), the hash,
 * the random source, a record exchanged by two in-memory SSLEngines, and a whole handshake. No socket: the
 * pieces are what the TLS wires pay on top of the plain ones. Every operation checks its result.
 *
 *   TlsCost KEYSTORE.p12 PASSWORD   (one line of JSON per piece on stdout)
 *
 * Each piece runs 10 unmeasured rounds (the JIT's warm-up), then 7 measured ones of 0.25 s; a piece's
 * figure is the median round's wall time per operation. Run it pinned to one CPU.
 */
public class TlsCost {

    private static final int WARM_ROUNDS = 10;
    private static final int MEASURED_ROUNDS = 7;
    private static final long ROUND_NANOS = 250_000_000L;

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: TlsCost KEYSTORE.p12 PASSWORD");
            System.exit(2);
        }
        SSLContext context = context(Path.of(args[0]), args[1].toCharArray());
        SecretKey key256 = aesKey(256);
        SecretKey key128 = aesKey(128);
        EnginePair pair = new EnginePair(context);
        System.out.printf("{\"runtime\": \"%s %s\", \"cipherSuite\": \"%s\", \"protocol\": \"%s\", \"gcmProvider\": \"%s\"}%n",
                System.getProperty("java.vm.name"), System.getProperty("java.vm.version"),
                pair.client.getSession().getCipherSuite(), pair.client.getSession().getProtocol(),
                Cipher.getInstance("AES/GCM/NoPadding").getProvider().getName());

        measure("aes-256-gcm seal+open 64 B", new GcmRoundTrip(key256, 64)::run);
        measure("aes-256-gcm seal+open 16 KB", new GcmRoundTrip(key256, 16 * 1024)::run);
        measure("aes-128-gcm seal+open 16 KB", new GcmRoundTrip(key128, 16 * 1024)::run);
        MessageDigest sha384 = MessageDigest.getInstance("SHA-384");
        byte[] kilobyte = new byte[1024];
        measure("sha-384 of 1 KB", () -> sha384.digest(kilobyte).length == 48 ? 1 : fail("digest length"));
        SecureRandom random = new SecureRandom();
        byte[] nonce = new byte[32];
        measure("SecureRandom 32 B (" + random.getAlgorithm() + ")", () -> {
            random.nextBytes(nonce);
            return nonce.length;
        });
        measure("tls record round trip 64 B", pair::roundTrip);
        measure("tls record round trip 16 KB", new EnginePair(context, 16 * 1024)::roundTrip);
        measure("tls handshake (fresh engines, RSA 2048)", () -> {
            try {
                return new EnginePair(context).client.getSession().getPacketBufferSize();
            } catch (SSLException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** Runs op until a round's time is up, WARM_ROUNDS + MEASURED_ROUNDS times; prints the median ns per op. */
    private static void measure(String piece, LongSupplier op) {
        long[] nanosPerOp = new long[MEASURED_ROUNDS];
        long sink = 0;
        for (int round = 0; round < WARM_ROUNDS + MEASURED_ROUNDS; round++) {
            long ops = 0;
            long start = System.nanoTime();
            long elapsed;
            do {
                sink += op.getAsLong();
                ops++;
                elapsed = System.nanoTime() - start;
            } while (elapsed < ROUND_NANOS);
            if (round >= WARM_ROUNDS) {
                nanosPerOp[round - WARM_ROUNDS] = elapsed / ops;
            }
        }
        long[] sorted = nanosPerOp.clone();
        Arrays.sort(sorted);
        System.out.printf("{\"piece\": \"%s\", \"nsPerOp\": %d, \"rounds\": %s, \"sink\": %d}%n",
                piece, sorted[MEASURED_ROUNDS / 2], Arrays.toString(nanosPerOp), sink & 0xff);
    }

    private static long fail(String what) {
        throw new IllegalStateException("wrong result: " + what);
    }

    private static SecretKey aesKey(int bits) throws Exception {
        KeyGenerator generator = KeyGenerator.getInstance("AES");
        generator.init(bits);
        return generator.generateKey();
    }

    private static SSLContext context(Path keystore, char[] password) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (var in = Files.newInputStream(keystore)) {
            store.load(in, password);
        }
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(store, password);
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(store); // the self-signed certificate is its own anchor
        SSLContext context = SSLContext.getInstance("TLSv1.3");
        context.init(keys.getKeyManagers(), trust.getTrustManagers(), null);
        return context;
    }

    /** Seals and opens one buffer with a fresh nonce, as a TLS record layer does per record. */
    private static final class GcmRoundTrip {
        private final SecretKey key;
        private final byte[] plain;
        private final byte[] iv = new byte[12];
        private final Cipher seal;
        private final Cipher open;
        private long counter;

        GcmRoundTrip(SecretKey key, int size) throws Exception {
            this.key = key;
            this.plain = new byte[size];
            new SecureRandom().nextBytes(plain);
            this.seal = Cipher.getInstance("AES/GCM/NoPadding");
            this.open = Cipher.getInstance("AES/GCM/NoPadding");
        }

        long run() {
            try {
                ByteBuffer.wrap(iv).putLong(4, ++counter); // GCM refuses a key and nonce used twice
                GCMParameterSpec spec = new GCMParameterSpec(128, iv);
                seal.init(Cipher.ENCRYPT_MODE, key, spec);
                byte[] sealed = seal.doFinal(plain);
                open.init(Cipher.DECRYPT_MODE, key, spec);
                byte[] opened = open.doFinal(sealed);
                return opened.length == plain.length && opened[plain.length - 1] == plain[plain.length - 1]
                        ? sealed.length : fail("gcm round trip");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** A client and a server SSLEngine joined by buffers, handshaken on construction. */
    private static final class EnginePair {
        final SSLEngine client;
        final SSLEngine server;
        private final ByteBuffer clientOut;
        private final ByteBuffer serverOut;
        private final ByteBuffer clientIn;
        private final ByteBuffer serverIn;
        private final ByteBuffer toServer;
        private final ByteBuffer toClient;
        private final byte[] message;

        EnginePair(SSLContext context) throws SSLException {
            this(context, 64);
        }

        EnginePair(SSLContext context, int messageSize) throws SSLException {
            client = context.createSSLEngine("localhost", 443);
            client.setUseClientMode(true);
            server = context.createSSLEngine();
            server.setUseClientMode(false);
            int packet = client.getSession().getPacketBufferSize();
            int application = client.getSession().getApplicationBufferSize();
            message = new byte[messageSize];
            Arrays.fill(message, (byte) 'w');
            clientOut = ByteBuffer.allocate(messageSize);
            serverOut = ByteBuffer.allocate(messageSize);
            clientIn = ByteBuffer.allocate(Math.max(application, messageSize) + 64);
            serverIn = ByteBuffer.allocate(Math.max(application, messageSize) + 64);
            toServer = ByteBuffer.allocate(packet * 2);
            toClient = ByteBuffer.allocate(packet * 2);
            handshake();
        }

        private void handshake() throws SSLException {
            client.beginHandshake();
            server.beginHandshake();
            ByteBuffer empty = ByteBuffer.allocate(0);
            for (int step = 0; step < 100; step++) {
                // TLS 1.3 servers send a session ticket after the handshake: it must be read before the first record
                if (done(client) && done(server) && toServer.position() == 0 && toClient.position() == 0) {
                    return;
                }
                advance(client, empty, toServer, toClient, clientIn);
                advance(server, empty, toClient, toServer, serverIn);
            }
            throw new SSLException("handshake did not finish in 100 steps");
        }

        private static boolean done(SSLEngine engine) {
            HandshakeStatus status = engine.getHandshakeStatus();
            return status == HandshakeStatus.NOT_HANDSHAKING || status == HandshakeStatus.FINISHED;
        }

        private static void advance(SSLEngine engine, ByteBuffer empty, ByteBuffer out, ByteBuffer in, ByteBuffer appIn)
                throws SSLException {
            for (int i = 0; i < 20; i++) {
                switch (engine.getHandshakeStatus()) {
                    case NEED_WRAP -> engine.wrap(empty, out);
                    case NEED_TASK -> {
                        Runnable task;
                        while ((task = engine.getDelegatedTask()) != null) {
                            task.run();
                        }
                    }
                    case NEED_UNWRAP, NEED_UNWRAP_AGAIN, NOT_HANDSHAKING, FINISHED -> {
                        if (in.position() == 0 && done(engine)) {
                            return;
                        }
                        in.flip();
                        SSLEngineResult result = engine.unwrap(in, appIn);
                        in.compact();
                        appIn.clear();
                        if (result.getStatus() == SSLEngineResult.Status.BUFFER_UNDERFLOW) {
                            return;
                        }
                    }
                }
            }
        }

        /** The client's message to the server and the server's same-sized reply, each checked. */
        long roundTrip() {
            try {
                send(client, clientOut, toServer, server, serverIn);
                send(server, serverOut, toClient, client, clientIn);
                return toClient.capacity();
            } catch (SSLException e) {
                throw new IllegalStateException(e);
            }
        }

        private void send(SSLEngine from, ByteBuffer plain, ByteBuffer wire, SSLEngine to, ByteBuffer received)
                throws SSLException {
            plain.clear();
            plain.put(message).flip();
            wire.clear();
            while (plain.hasRemaining()) {
                check(from.wrap(plain, wire));
            }
            wire.flip();
            received.clear();
            while (wire.hasRemaining()) {
                check(to.unwrap(wire, received));
            }
            if (received.position() != message.length || received.get(message.length - 1) != 'w') {
                fail("record round trip: " + received.position() + " bytes");
            }
        }

        private static void check(SSLEngineResult result) throws SSLException {
            if (result.getStatus() != SSLEngineResult.Status.OK) {
                throw new SSLException("engine said " + result);
            }
        }
    }
}
