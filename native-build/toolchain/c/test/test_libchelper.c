/*
 * Smoke test for liblibchelper.a, libjvm.a additions and libreporterchelper.so.
 * Prints the detected CPU features (one name per line after "features:") for comparison with
 * /proc/cpuinfo and HotSpot, then exercises the other helpers. Exit status 0 = all checks passed.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "amd64cpufeatures.h"
#include "svm_locale.h"

int cSunMiscSignal_open(void), cSunMiscSignal_close(void), cSunMiscSignal_awaitSemaphore(void);
int cSunMiscSignal_checkPendingSignal(void), cSunMiscSignal_signalRangeCheck(int);
void (*cSunMiscSignal_signalHandlerFunctionPointer(void))(int);
int svm_attach_create_listener(char *), svm_attach_wait_for_request(int), svm_attach_check_socket_file(char *);
void svm_attach_listener_cleanup(int, char *);
char *SVM_FindJavaTZmd(char *, int);
long getThreadUserTimeSlow(int);
int getThreadId(void);
char **getEnviron(void);
int jio_snprintf(char *, size_t, const char *, ...);
void *JVM_GetManagement(int);

static int failures;
#define CHECK(cond) do { if (!(cond)) { printf("FAIL: %s (line %d)\n", #cond, __LINE__); failures++; } } while (0)

int main(void) {
    CPUFeatures f;
    determineCPUFeatures(&f);
    printf("features:");
#define FIELD(name) if (f.name) printf(" %s", #name + 1);
#include "fields.inc"
    printf("\n");

    /* Startup check: the mask for "exactly what this CPU has" passes, one extra feature fails. */
    unsigned char mask[(sizeof(f) + 7) / 8 * 8];
    memset(mask, 0xff, sizeof(mask));
    for (size_t i = 0; i < sizeof(f); i++) {
        mask[i] = (unsigned char) ~((unsigned char *) &f)[i];
    }
    CHECK(checkCPUFeatures((char *) mask) == 0);
    size_t missing = 0;
    while (missing < sizeof(f) && ((char *) &f)[missing]) {
        missing++;
    }
    if (missing < sizeof(f)) {
        mask[missing] = 0xfe;
        CHECK(checkCPUFeatures((char *) mask) != 0);
    }

    CHECK(getEnviron() != NULL && getEnviron()[0] != NULL);
    CHECK(getThreadId() == getpid()); /* main thread */
    for (volatile long i = 0; i < 300000000L; i++) {
    }
    long utime = getThreadUserTimeSlow(getThreadId());
    printf("thread user time: %ld ns\n", utime);
    CHECK(utime > 0);

    CHECK(svm_initialize_locale() == SVM_LOCALE_INITIALIZATION_SUCCEEDED);
    svm_locale_props_t *p = svm_get_locale();
    printf("locale: display %s/%s/%s/%s format %s/%s/%s/%s\n", p->display_language, p->display_script ? p->display_script : "-",
                    p->display_country ? p->display_country : "-", p->display_variant ? p->display_variant : "-", p->format_language,
                    p->format_script ? p->format_script : "-", p->format_country ? p->format_country : "-", p->format_variant ? p->format_variant : "-");
    CHECK(p->display_language != NULL && p->format_language != NULL);

    char *tz = SVM_FindJavaTZmd(NULL, 0);
    printf("time zone: %s\n", tz ? tz : "(null: Java falls back to a GMT offset)");
    free(tz);

    /* Signals: raise twice, expect two pending SIGUSR2 and then none. */
    CHECK(cSunMiscSignal_open() == 0);
    CHECK(cSunMiscSignal_open() == 1);
    CHECK(cSunMiscSignal_signalRangeCheck(SIGUSR2) && !cSunMiscSignal_signalRangeCheck(0) && !cSunMiscSignal_signalRangeCheck(NSIG));
    signal(SIGUSR2, cSunMiscSignal_signalHandlerFunctionPointer());
    raise(SIGUSR2);
    raise(SIGUSR2);
    CHECK(cSunMiscSignal_awaitSemaphore() == 0);
    CHECK(cSunMiscSignal_checkPendingSignal() == SIGUSR2);
    CHECK(cSunMiscSignal_checkPendingSignal() == SIGUSR2);
    CHECK(cSunMiscSignal_checkPendingSignal() == -1);
    signal(SIGUSR2, SIG_DFL);
    CHECK(cSunMiscSignal_close() == 0);

    /* Attach: a client of the same user is accepted. */
    char path[108];
    snprintf(path, sizeof(path), "/tmp/.java_pid%d", (int) getpid());
    int listener = svm_attach_create_listener(path);
    CHECK(listener >= 0 && svm_attach_check_socket_file(path));
    int client = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    strcpy(addr.sun_path, path);
    CHECK(connect(client, (struct sockaddr *) &addr, sizeof(addr)) == 0);
    int s = svm_attach_wait_for_request(listener);
    CHECK(s >= 0);
    close(s);
    close(client);
    svm_attach_listener_cleanup(listener, path);
    CHECK(!svm_attach_check_socket_file(path));

    char buf[8];
    CHECK(jio_snprintf(buf, sizeof(buf), "%d", 42) == 2 && strcmp(buf, "42") == 0);
    CHECK(jio_snprintf(buf, sizeof(buf), "%s", "truncated!") == -1 && buf[7] == '\0');
    CHECK(JVM_GetManagement(0x20030000) == NULL);

    const char *so = getenv("REPORTER_SO");
    void *h = so ? dlopen(so, RTLD_NOW) : NULL;
    CHECK(h != NULL);
    if (h != NULL) {
        long (*rss)(void *, void *) = (long (*)(void *, void *)) dlsym(h, "Java_com_oracle_svm_hosted_ProgressReporterCHelper_getPeakRSS0");
        int (*cols)(void *, void *) = (int (*)(void *, void *)) dlsym(h, "Java_com_oracle_svm_hosted_ProgressReporterCHelper_getTerminalWindowColumns0");
        CHECK(rss != NULL && cols != NULL);
        if (rss && cols) {
            printf("reporterchelper: peak RSS %ld bytes, %d columns\n", rss(NULL, NULL), cols(NULL, NULL));
            CHECK(rss(NULL, NULL) > 0 && cols(NULL, NULL) > 0);
        }
    }
    printf(failures ? "%d FAILURE(S)\n" : "all checks passed\n", failures);
    return failures != 0;
}
