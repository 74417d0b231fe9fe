/*
 * JVM_/jio_ entry points that JDK 25 native libraries (statically linked into images) need but
 * the 21.1 libjvm.a does not define. Added to a copy of that archive.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <jni.h>

/* HotSpot semantics: -1 for a bad size or a truncated result; the output is always terminated. */
int jio_snprintf(char *str, size_t count, const char *fmt, ...) {
    if ((intptr_t) count <= 0) {
        return -1;
    }
    va_list args;
    va_start(args, fmt);
    int result = vsnprintf(str, count, fmt, args);
    va_end(args);
    return result > 0 && (size_t) result >= count ? -1 : result;
}

int jio_fprintf(FILE *f, const char *fmt, ...) {
    va_list args;
    va_start(args, fmt);
    int result = vfprintf(f, fmt, args);
    va_end(args);
    return result;
}

/*
 * libmanagement asks the VM for its JMM interface in JNI_OnLoad. An image has none (SubstrateVM
 * implements java.lang.management in Java); NULL makes that JNI_OnLoad fail cleanly instead of
 * the link failing.
 */
JNIEXPORT void *JNICALL JVM_GetManagement(jint version) {
    return NULL;
}

/*
 * libjava's StackTraceElement natives fill stack trace elements from a HotSpot backtrace. SubstrateVM
 * builds stack traces itself (its own Throwable), so these are linked but never reached; should one
 * be, the caller gets an InternalError rather than a crash.
 */
static void not_in_an_image(JNIEnv *env, const char *what) {
    jclass error = (*env)->FindClass(env, "java/lang/InternalError");
    if (error != NULL) {
        (*env)->ThrowNew(env, error, what);
    }
}

JNIEXPORT void JNICALL JVM_InitStackTraceElement(JNIEnv *env, jobject element, jobject stackFrameInfo) {
    not_in_an_image(env, "JVM_InitStackTraceElement: not available in a native image");
}

JNIEXPORT void JNICALL JVM_InitStackTraceElementArray(JNIEnv *env, jobjectArray elements, jobject backtrace,
        jint depth) {
    not_in_an_image(env, "JVM_InitStackTraceElementArray: not available in a native image");
}

/*
 * libjava's cgroup metrics ask the VM whether it runs in a container. The container stand-in
 * (svm_container.c) reports none, and so does this.
 */
JNIEXPORT jboolean JNICALL JVM_IsContainerized(void) {
    return JNI_FALSE;
}
