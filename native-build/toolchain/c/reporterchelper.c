/*
 * JNI helpers of com.oracle.svm.hosted.ProgressReporterCHelper, used by the image builder's
 * progress output. The builder loads this library with System.load from
 * <java.home>/lib/svm/builder/lib/libreporterchelper.so and fails if it is missing.
 */
#include <jni.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <unistd.h>

/* Width of the terminal the build output goes to; 80 (the builder's default) if not a terminal. */
JNIEXPORT jint JNICALL Java_com_oracle_svm_hosted_ProgressReporterCHelper_getTerminalWindowColumns0(JNIEnv *env, jclass clazz) {
    struct winsize w;
    if ((ioctl(STDOUT_FILENO, TIOCGWINSZ, &w) == 0 || ioctl(STDERR_FILENO, TIOCGWINSZ, &w) == 0) && w.ws_col > 0) {
        return w.ws_col;
    }
    return 80;
}

/* Peak resident set size of the builder process in bytes, or -1. Linux reports ru_maxrss in KiB. */
JNIEXPORT jlong JNICALL Java_com_oracle_svm_hosted_ProgressReporterCHelper_getPeakRSS0(JNIEnv *env, jclass clazz) {
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0) {
        return -1;
    }
    return (jlong) usage.ru_maxrss * 1024;
}
