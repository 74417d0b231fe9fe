/*
 * Java-level signal handling (jdk.internal.misc.Signal) for SubstrateVM: a C signal handler
 * counts signals and posts a semaphore; the Java "Signal Dispatcher" thread waits on the
 * semaphore and drains the counters. Only one isolate per process may own the mechanism.
 * Declared in com.oracle.svm.core.posix.headers.CSunMiscSignal.
 */
#include <errno.h>
#include <semaphore.h>
#include <signal.h>
#include <stdatomic.h>

static atomic_int owned;
static atomic_int pending[NSIG];
static sem_t semaphore;

/* Runs in signal context: only atomics and sem_post (async-signal-safe); errno is preserved. */
static void counting_handler(int sig) {
    int saved_errno = errno;
    if (sig > 0 && sig < NSIG && atomic_load(&owned)) {
        atomic_fetch_add(&pending[sig], 1);
        sem_post(&semaphore);
    }
    errno = saved_errno;
}

/* 0: claimed, 1: another isolate owns it, -1: error (errno set). */
int cSunMiscSignal_open(void) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&owned, &expected, 1)) {
        return 1;
    }
    for (int i = 0; i < NSIG; i++) {
        atomic_store(&pending[i], 0);
    }
    if (sem_init(&semaphore, 0, 0) != 0) {
        atomic_store(&owned, 0);
        return -1;
    }
    return 0;
}

int cSunMiscSignal_close(void) {
    atomic_store(&owned, 0);
    return sem_destroy(&semaphore) == 0 ? 0 : -1;
}

/* A signal interrupting the wait counts as a (permitted) spurious wake-up. */
int cSunMiscSignal_awaitSemaphore(void) {
    return sem_wait(&semaphore) == 0 || errno == EINTR ? 0 : -1;
}

int cSunMiscSignal_signalSemaphore(void) {
    return sem_post(&semaphore) == 0 ? 0 : -1;
}

/* Java boolean results are returned as a full int (0/1). */
int cSunMiscSignal_signalRangeCheck(int sig) {
    return sig > 0 && sig < NSIG;
}

/* Takes one pending signal and returns its number, or -1 if none is pending. */
int cSunMiscSignal_checkPendingSignal(void) {
    for (int sig = 1; sig < NSIG; sig++) {
        int count = atomic_load(&pending[sig]);
        while (count > 0) {
            if (atomic_compare_exchange_weak(&pending[sig], &count, count - 1)) {
                return sig;
            }
        }
    }
    return -1;
}

void (*cSunMiscSignal_signalHandlerFunctionPointer(void))(int) {
    return counting_handler;
}
