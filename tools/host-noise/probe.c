/*
 * The host's own noise, with no JVM in the way: how much a fixed piece of arithmetic, and a 12-byte TCP round
 * trip over loopback between two pinned processes, vary from one window to the next. wirerace's rounds are
 * windows of the same length; what varies here varies under every wire.
 *
 *   probe spin WINDOWS            a fixed loop per window: milliseconds of wall and CPU time
 *   probe serve                   echo 12-byte messages on a free loopback port (printed), until the peer closes
 *   probe ping PORT WINDOWS MS    round trips for MS per window: microseconds per round trip and CPU per call
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static double seconds(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int loopback(int port, struct sockaddr_in *address) {
    memset(address, 0, sizeof *address);
    address->sin_family = AF_INET;
    address->sin_port = htons(port);
    address->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

static int exact(int fd, char *buffer, int length, int reading) {
    for (int done = 0; done < length;) {
        int n = reading ? read(fd, buffer + done, length - done) : write(fd, buffer + done, length - done);
        if (n <= 0) return -1;
        done += n;
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && !strcmp(argv[1], "spin")) {
        volatile unsigned long x = 1;
        for (int w = 0, windows = atoi(argv[2]); w < windows; w++) {
            double wall = seconds(CLOCK_MONOTONIC), cpu = seconds(CLOCK_THREAD_CPUTIME_ID);
            for (long i = 0; i < 20000000; i++) x = x * 6364136223846793005UL + 1442695040888963407UL;
            printf("%.3f,%.3f\n", (seconds(CLOCK_MONOTONIC) - wall) * 1e3, (seconds(CLOCK_THREAD_CPUTIME_ID) - cpu) * 1e3);
        }
        return 0;
    }
    if (argc == 2 && !strcmp(argv[1], "serve")) {
        struct sockaddr_in address;
        socklen_t length = sizeof address;
        int server = loopback(0, &address);
        if (bind(server, (struct sockaddr *) &address, sizeof address) || listen(server, 1)
                || getsockname(server, (struct sockaddr *) &address, &length)) {
            perror("probe serve");
            return 1;
        }
        printf("%d\n", ntohs(address.sin_port));
        fflush(stdout);
        int peer = accept(server, NULL, NULL);
        int one = 1;
        setsockopt(peer, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        char message[12];
        while (exact(peer, message, sizeof message, 1) == 0 && exact(peer, message, sizeof message, 0) == 0) {
        }
        return 0;
    }
    if (argc == 5 && !strcmp(argv[1], "ping")) {
        struct sockaddr_in address;
        int fd = loopback(atoi(argv[2]), &address);
        if (connect(fd, (struct sockaddr *) &address, sizeof address)) {
            perror("probe ping");
            return 1;
        }
        char message[12] = "wirerace-rt";
        double windowSeconds = atof(argv[4]) / 1e3;
        for (int w = 0, windows = atoi(argv[3]); w < windows; w++) {
            double wall = seconds(CLOCK_MONOTONIC), cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
            long calls = 0;
            while (seconds(CLOCK_MONOTONIC) - wall < windowSeconds) {
                if (exact(fd, message, sizeof message, 0) || exact(fd, message, sizeof message, 1)
                        || memcmp(message, "wirerace-rt", 12)) {
                    fprintf(stderr, "probe ping: the echo broke or differed\n");
                    return 1;
                }
                calls++;
            }
            printf("%.3f,%.3f\n", (seconds(CLOCK_MONOTONIC) - wall) / calls * 1e6,
                    (seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu) / calls * 1e6);
            fflush(stdout);
        }
        return 0;
    }
    fprintf(stderr, "usage: probe spin WINDOWS | probe serve | probe ping PORT WINDOWS MS\n");
    return 2;
}
