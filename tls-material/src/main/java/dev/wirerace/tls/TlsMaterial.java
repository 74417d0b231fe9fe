package dev.wirerace.tls;

import dev.wirerace.files.Folders;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The one self-signed key pair and truststore that serve HTTPS, gRPC over TLS and RMI over SSL, and that
 * every client (the presentation tier, k6, curl, grpcurl, a plain JDK RMI client) trusts.
 *
 * <p>Generated once per machine with the JDK's {@code keytool} into {@link #directory()} (default
 * {@code ~/.wirerace/tls}, or {@code -Dwirerace.tls.dir} / {@code WIRERACE_TLS_DIR}); never committed. The
 * certificate names {@code localhost}, {@code 127.0.0.1} and {@code ::1}: JDK 25's RMI/SSL client checks the
 * host name, and so do Go clients (k6, grpcurl).
 *
 * <p>The stores open without key derivation: no integrity MAC, certificates unencrypted, the key wrapped with one
 * PBKDF2 iteration ({@link #STORE_FORMAT}). keytool's defaults (10,000 iterations for the MAC, the certificates
 * and the key) protected nothing here, the password being published, and opening them took most of a native
 * business-service's start (PBKDF2 in an image built for haswell has no SHA instructions to use): about 37 ms for
 * the keystore and 28 ms for the truststore, of a first reply at 110 ms. Material made before is made again.
 */
public final class TlsMaterial {

    /** Password of both PKCS#12 stores; this is local test material, not a secret. */
    public static final String PASSWORD = "wirerace";
    public static final String KEY_ALIAS = "wirerace";
    public static final String KEYSTORE = "server-keystore.p12";
    public static final String TRUSTSTORE = "truststore.p12";
    /** The certificate in PEM, for clients that take a CA file (curl --cacert, SSL_CERT_FILE for Go). */
    public static final String CERTIFICATE_PEM = "server-cert.pem";

    private static final List<String> FILES = List.of(KEYSTORE, TRUSTSTORE, CERTIFICATE_PEM);

    /** The JDK's PKCS#12 settings keytool writes the stores with (java.security's keystore.pkcs12.* properties). */
    static final List<String> STORE_FORMAT = List.of("-J-Dkeystore.pkcs12.macAlgorithm=NONE",
            "-J-Dkeystore.pkcs12.certProtectionAlgorithm=NONE", "-J-D" + InMemoryKeyCopies.ITERATIONS + "=1");

    private TlsMaterial() {
    }

    public static Path directory() {
        String configured = System.getProperty("wirerace.tls.dir", System.getenv("WIRERACE_TLS_DIR"));
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured).toAbsolutePath();
        }
        return Path.of(System.getProperty("user.home"), ".wirerace", "tls");
    }

    public static Path keystore() {
        return directory().resolve(KEYSTORE);
    }

    public static Path truststore() {
        return directory().resolve(TRUSTSTORE);
    }

    public static Path certificatePem() {
        return directory().resolve(CERTIFICATE_PEM);
    }

    /**
     * Makes sure the material exists and returns its directory. Several processes may start at once (two
     * services, a test JVM), so each generates into a private folder and renames it into place; the
     * first rename wins and the others discard their copy.
     */
    public static Path ensureGenerated() {
        return ensureGenerated(directory(), requestedNames());
    }

    /**
     * The same in {@code dir}, the certificate naming {@code requested} besides this machine's own names: for
     * material made for elsewhere (./wirerace k8s makes a cluster's, naming its Service).
     */
    public static synchronized Path ensureGenerated(Path dir, Set<String> requested) {
        if (isComplete(dir)) {
            Set<String> named = namesIn(dir.resolve(CERTIFICATE_PEM));
            if (current(dir, named, requested)) {
                return dir;
            }
            // a host this machine is to be reached by (./wirerace business --advertise) is not named yet, or the
            // stores are in keytool's costly default format: the material is made again, naming every name it had
            // and those requested; clients copy the new directory
            replace(dir, named, requested);
            return dir;
        }
        if (Files.exists(dir)) {
            throw new IllegalStateException("TLS directory " + dir + " is incomplete (needs " + FILES
                    + "): delete it and it will be generated again");
        }
        try {
            Files.createDirectories(dir.getParent());
            Path staging = Files.createTempDirectory(dir.getParent(), ".tls-");
            try {
                generate(staging, allNames(Set.of(), requested));
                Files.move(staging, dir, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | DirectoryNotEmptyException | AtomicMoveNotSupportedException raced) {
                // another process renamed its copy first: use that one
            } finally {
                Folders.deleteRecursively(staging);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot generate TLS material in " + dir, e);
        }
        if (!isComplete(dir)) {
            throw new IllegalStateException("TLS material was not generated in " + dir);
        }
        return dir;
    }

    private static boolean isComplete(Path dir) {
        return FILES.stream().allMatch(name -> Files.isRegularFile(dir.resolve(name)));
    }

    /** Complete material that names every requested host and is in {@link #STORE_FORMAT}: kept as it is. */
    private static boolean current(Path dir, Set<String> named, Set<String> requested) {
        return named.containsAll(requested) && opensWithoutDerivation(dir);
    }

    /**
     * Whether the truststore's certificate reads without the password, as it does only in {@link #STORE_FORMAT}
     * (keytool's default encrypts it): material made before that is made again, with the names it had.
     */
    static boolean opensWithoutDerivation(Path dir) {
        try (InputStream in = Files.newInputStream(dir.resolve(TRUSTSTORE))) {
            java.security.KeyStore trust = java.security.KeyStore.getInstance("PKCS12");
            trust.load(in, null);
            return trust.getCertificate(KEY_ALIAS) != null;
        } catch (IOException | java.security.GeneralSecurityException unreadable) {
            return false;
        }
    }

    /** The names every certificate carries: how a client on this machine reaches the services. */
    private static final List<String> LOCAL_NAMES = List.of("localhost", "127.0.0.1", "0:0:0:0:0:0:0:1");

    /**
     * Further names the certificate must carry ({@code -Dwirerace.tls.names} / {@code WIRERACE_TLS_NAMES}, comma
     * separated): the host or address clients on other hosts use.
     */
    static Set<String> requestedNames() {
        String configured = System.getProperty("wirerace.tls.names", System.getenv("WIRERACE_TLS_NAMES"));
        Set<String> names = new LinkedHashSet<>();
        if (configured != null) {
            for (String name : configured.split(",")) {
                if (!name.isBlank()) {
                    if (!name.strip().matches("[A-Za-z0-9.:-]+")) {
                        throw new IllegalArgumentException("wirerace.tls.names: '" + name + "' is no host name or address");
                    }
                    names.add(name.strip());
                }
            }
        }
        return names;
    }

    private static Set<String> allNames(Set<String> had, Set<String> requested) {
        Set<String> names = new LinkedHashSet<>(LOCAL_NAMES);
        names.addAll(had);
        names.addAll(requested);
        return names;
    }

    /** The DNS names and addresses a PEM certificate's subject alternative names hold. */
    static Set<String> namesIn(Path pem) {
        try (var in = Files.newInputStream(pem)) {
            return namesIn(in);
        } catch (IOException | java.security.GeneralSecurityException e) {
            throw new IllegalStateException("cannot read the certificate " + pem + ": delete " + pem.getParent()
                    + " and it will be generated again", e);
        }
    }

    /** The same for a certificate (PEM or DER) read from {@code in}. */
    public static Set<String> namesIn(InputStream in) throws java.security.GeneralSecurityException {
        X509Certificate certificate = (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        Set<String> names = new LinkedHashSet<>();
        if (certificate.getSubjectAlternativeNames() != null) {
            for (List<?> entry : certificate.getSubjectAlternativeNames()) {
                names.add(String.valueOf(entry.get(1)));
            }
        }
        return names;
    }

    /** Makes the material again with the names it had and those requested, and puts it in place of the old. */
    private static void replace(Path dir, Set<String> had, Set<String> requested) {
        try {
            Path staging = Files.createTempDirectory(dir.getParent(), ".tls-");
            Path old = dir.resolveSibling(dir.getFileName() + ".old-" + ProcessHandle.current().pid());
            try {
                generate(staging, allNames(had, requested));
                Files.move(dir, old, StandardCopyOption.ATOMIC_MOVE);
                Files.move(staging, dir, StandardCopyOption.ATOMIC_MOVE);
            } catch (NoSuchFileException | FileAlreadyExistsException | DirectoryNotEmptyException raced) {
                // another process (both services start at once) replaced it first: wait for its copy, bounded
                awaitReplaced(dir, requested);
            } finally {
                Folders.deleteRecursively(staging);
                Folders.deleteRecursively(old);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot generate TLS material in " + dir, e);
        }
    }

    private static void awaitReplaced(Path dir, Set<String> requested) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            if (isComplete(dir) && current(dir, namesIn(dir.resolve(CERTIFICATE_PEM)), requested)) {
                return;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new IOException("another process was replacing " + dir + " and did not finish within 30 s");
    }

    private static void generate(Path dir, Set<String> names) throws IOException {
        String keystore = dir.resolve(KEYSTORE).toString();
        String pem = dir.resolve(CERTIFICATE_PEM).toString();
        String san = names.stream().map(name -> (name.matches("[0-9.]+|.*:.*") ? "ip:" : "dns:") + name)
                .collect(java.util.stream.Collectors.joining(","));
        keytool("-genkeypair", "-alias", KEY_ALIAS, "-keyalg", "RSA", "-keysize", "2048", "-validity", "3650",
                "-dname", "CN=localhost, O=wirerace", "-ext", "SAN=" + san,
                "-ext", "EKU=serverAuth,clientAuth",
                "-storetype", "PKCS12", "-keystore", keystore, "-storepass", PASSWORD);
        keytool("-exportcert", "-rfc", "-alias", KEY_ALIAS, "-keystore", keystore, "-storepass", PASSWORD,
                "-file", pem);
        keytool("-importcert", "-noprompt", "-alias", KEY_ALIAS, "-file", pem, "-storetype", "PKCS12",
                "-keystore", dir.resolve(TRUSTSTORE).toString(), "-storepass", PASSWORD);
    }

    private static void keytool(String... args) throws IOException {
        String javaHome = System.getProperty("java.home");
        Path keytool = javaHome == null ? null : Path.of(javaHome, "bin", "keytool");
        if (keytool == null || !Files.isExecutable(keytool)) {
            throw new IllegalStateException("no keytool to generate TLS material in " + directory()
                    + ": start any JVM build or service once (./mvnw install or ./wirerace), which generates it");
        }
        Stream<String> command = Stream.of(Stream.of(keytool.toString()), STORE_FORMAT.stream(), Stream.of(args))
                .flatMap(part -> part);
        Process process = new ProcessBuilder(command.toList()).redirectErrorStream(true).start();
        try {
            String output = new String(process.getInputStream().readAllBytes());
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException("keytool " + args[0] + " failed: " + output);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running keytool", e);
        }
    }
}
