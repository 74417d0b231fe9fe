/*
 * libchelper for SubstrateVM 25.x, linux-amd64: CPU feature detection plus the small wrappers
 * that the image calls by name (@CFunction) and that libc does not export under those names.
 * Signal, attach-API and locale helpers are in libchelper_{signal,attach,locale}.c.
 */
#define _GNU_SOURCE
#include <cpuid.h>
#include <fcntl.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "amd64cpufeatures.h"

/* ---- CPU features ------------------------------------------------------------------------ */

/*
 * The image is compiled for a feature set from HotSpot's detection (-march=native) or a fixed
 * -march level; at startup checkCPUFeatures() requires each of them here. Each field is the
 * documented CPUID bit, and vector extensions count only if the OS saves their register state
 * (XCR0), as in HotSpot. Where HotSpot is stricter (TSCINV, GFNI without AVX-512) we report the
 * raw capability: a superset can not make an image refuse to start on its build machine.
 * Every field of the 25.0.2 struct is filled; the approximations are marked below.
 */
enum { EAX, EBX, ECX, EDX };
enum { L1, L7, L7_1, LX1, LX7, NLEAVES };
static const unsigned leaf_ids[NLEAVES][2] = {{1, 0}, {7, 0}, {7, 1}, {0x80000001, 0}, {0x80000007, 0}};

struct bit { unsigned char leaf, reg, bit; unsigned short offset; };
#define F(field, leaf, reg, bit) {leaf, reg, bit, offsetof(CPUFeatures, field)}

static const struct bit plain_bits[] = {
    F(fCX8, L1, EDX, 8), F(fCMOV, L1, EDX, 15), F(fFXSR, L1, EDX, 24), F(fMMX, L1, EDX, 23),
    F(fSSE, L1, EDX, 25), F(fSSE2, L1, EDX, 26), F(fTSC, L1, EDX, 4), F(fFLUSH, L1, EDX, 19),
    F(fSSE3, L1, ECX, 0), F(fCLMUL, L1, ECX, 1), F(fSSSE3, L1, ECX, 9), F(fSSE4_1, L1, ECX, 19),
    F(fSSE4_2, L1, ECX, 20), F(fPOPCNT, L1, ECX, 23), F(fAES, L1, ECX, 25), F(fHV, L1, ECX, 31),
    F(fBMI1, L7, EBX, 3), F(fBMI2, L7, EBX, 8), F(fERMS, L7, EBX, 9), F(fRTM, L7, EBX, 11),
    F(fADX, L7, EBX, 19), F(fFLUSHOPT, L7, EBX, 23), F(fCLWB, L7, EBX, 24), F(fSHA, L7, EBX, 29),
    F(fPKU, L7, ECX, 3), F(fOSPKE, L7, ECX, 4), F(fCET_SS, L7, ECX, 7), F(fGFNI, L7, ECX, 8),
    F(fRDPID, L7, ECX, 22), F(fFSRM, L7, EDX, 4), F(fSERIALIZE, L7, EDX, 14), F(fCET_IBT, L7, EDX, 20),
    F(fLZCNT, LX1, ECX, 5), F(fSSE4A, LX1, ECX, 6), F(fAMD_3DNOW_PREFETCH, LX1, ECX, 8),
    F(fAMD_3DNOW_PREFETCH, LX1, EDX, 31), F(fRDTSCP, LX1, EDX, 27), F(fTSCINV_BIT, LX7, EDX, 8),
};
/* VEX-encoded: usable only if the OS saves the YMM state (XCR0 bits 1-2). */
static const struct bit avx_bits[] = {
    F(fAVX, L1, ECX, 28), F(fVZEROUPPER, L1, ECX, 28), F(fFMA, L1, ECX, 12), F(fF16C, L1, ECX, 29),
    F(fAVX2, L7, EBX, 5), F(fAVX_IFMA, L7_1, EAX, 23), F(fSHA512, L7_1, EAX, 0),
};
/* EVEX-encoded: additionally needs the opmask and ZMM state (XCR0 bits 5-7). */
static const struct bit avx512_bits[] = {
    F(fAVX512F, L7, EBX, 16), F(fAVX512DQ, L7, EBX, 17), F(fAVX512_IFMA, L7, EBX, 21),
    F(fAVX512PF, L7, EBX, 26), F(fAVX512ER, L7, EBX, 27), F(fAVX512CD, L7, EBX, 28),
    F(fAVX512BW, L7, EBX, 30), F(fAVX512VL, L7, EBX, 31), F(fAVX512_VBMI, L7, ECX, 1),
    F(fAVX512_VBMI2, L7, ECX, 6), F(fAVX512_VAES, L7, ECX, 9), F(fAVX512_VPCLMULQDQ, L7, ECX, 10),
    F(fAVX512_VNNI, L7, ECX, 11), F(fAVX512_BITALG, L7, ECX, 12), F(fAVX512_VPOPCNTDQ, L7, ECX, 14),
    F(fAVX512_FP16, L7, EDX, 23),
};

static void set_bits(CPUFeatures *f, const struct bit *b, size_t n, unsigned r[NLEAVES][4]) {
    for (size_t i = 0; i < n; i++) {
        if (r[b[i].leaf][b[i].reg] & (1u << b[i].bit)) {
            ((char *) f)[b[i].offset] = 1;
        }
    }
}

/* HotSpot reports HT when a core runs more than one hardware thread. */
static int smt_enabled(int intel, unsigned family, unsigned r[NLEAVES][4]) {
    unsigned a, b, c, d;
    if (intel && __get_cpuid_count(0xb, 0, &a, &b, &c, &d) && (b & 0xffff) != 0) {
        return (b & 0xffff) > 1;
    }
    if (!(r[L1][EDX] & (1u << 28))) {
        return 0;
    }
    if (family >= 0x17 && __get_cpuid(0x8000001e, &a, &b, &c, &d)) {
        return ((b >> 8) & 0xff) > 0;
    }
    return ((r[L1][EBX] >> 16) & 0xff) > 1; /* approximation for old CPUs: logical CPUs per package */
}

void determineCPUFeatures(CPUFeatures *f) {
    unsigned r[NLEAVES][4] = {{0}}, max_leaf, ebx, ecx, edx;
    __cpuid(0, max_leaf, ebx, ecx, edx); /* max basic leaf and vendor string */
    memset(f, 0, sizeof(*f));
    for (int i = 0; i < NLEAVES; i++) {
        /* __get_cpuid_count refuses leaves above the CPU's maximum, leaving zeros. */
        __get_cpuid_count(leaf_ids[i][0], leaf_ids[i][1], &r[i][EAX], &r[i][EBX], &r[i][ECX], &r[i][EDX]);
    }
    if (max_leaf < 7 || r[L7][EAX] < 1) {
        memset(r[L7_1], 0, sizeof(r[L7_1])); /* sub-leaf 1 not enumerated */
    }
    int intel = ebx == 0x756e6547 && edx == 0x49656e69 && ecx == 0x6c65746e; /* "GenuineIntel" */
    unsigned family = (r[L1][EAX] >> 8) & 0xf;
    if (family == 0xf) {
        family += (r[L1][EAX] >> 20) & 0xff;
    }

    set_bits(f, plain_bits, sizeof(plain_bits) / sizeof(plain_bits[0]), r);
    f->fHT = smt_enabled(intel, family, r);

    /*
     * TSCINV is HotSpot's derived "invariant TSC is trustworthy" flag, which HotSpot may leave
     * clear even when the CPUID bit is set. Reporting the raw bit is a superset, so an image built
     * on this machine never fails the startup check because of it; no code generation uses it.
     */
    f->fTSCINV = f->fTSCINV_BIT;

    unsigned long long xcr0 = 0;
    if (r[L1][ECX] & (1u << 27)) { /* OSXSAVE: XGETBV is available */
        unsigned lo, hi;
        __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
        xcr0 = ((unsigned long long) hi << 32) | lo;
    }
    if ((xcr0 & 0x6) == 0x6) {
        set_bits(f, avx_bits, sizeof(avx_bits) / sizeof(avx_bits[0]), r);
        if ((xcr0 & 0xe0) == 0xe0) {
            set_bits(f, avx512_bits, sizeof(avx512_bits) / sizeof(avx512_bits[0]), r);
            /* AVX10: leaf 7.1 EDX bit 19 announces it, leaf 0x24 EBX[7:0] carries the version. */
            unsigned a, b, c, d;
            if ((r[L7_1][EDX] & (1u << 19)) && __get_cpuid_count(0x24, 0, &a, &b, &c, &d)) {
                f->fAVX10_1 = (b & 0xff) >= 1;
                f->fAVX10_2 = (b & 0xff) >= 2;
            }
        }
    }
    /* APX: extended GPRs need their own XSAVE component (XCR0 bit 19). */
    f->fAPX_F = (r[L7_1][EDX] & (1u << 21)) && (xcr0 & (1ull << 19));
}

/*
 * The image stores the features it was compiled for as a bitwise-negated CPUFeatures struct:
 * 0xfe for a required feature, 0xff otherwise (padding included). Each required byte must be
 * matched by a 1 from determineCPUFeatures. Returns 0 if this CPU can run the image.
 */
int checkCPUFeatures(char *buildtimeCPUFeatureMask) {
    CPUFeatures f;
    determineCPUFeatures(&f);
    const unsigned char *have = (const unsigned char *) &f, *mask = (const unsigned char *) buildtimeCPUFeatureMask;
    for (size_t i = 0; i < sizeof(f); i++) {
        if ((unsigned char) (have[i] | mask[i]) != 0xff) {
            return 1;
        }
    }
    return 0;
}

int checkCPUFeaturesOrExit(char *buildtimeCPUFeatureMask, char *errorMessage) {
    int result = checkCPUFeatures(buildtimeCPUFeatureMask);
    if (result != 0) {
        fputs(errorMessage, stderr);
        fputc('\n', stderr);
        exit(1);
    }
    return result;
}

/* ---- small wrappers ---------------------------------------------------------------------- */

/* x86 keeps instruction caches coherent; the builtin is a no-op there but keeps this portable. */
void codeSynchronization_clearCache(long codeStart, long codeSize) {
    __builtin___clear_cache((char *) codeStart, (char *) (codeStart + codeSize));
}

char **getEnviron(void) {
    extern char **environ;
    return environ;
}

/* Fixed-arity names for variadic libc functions: Java cannot call C varargs directly. */
int openSII(char *pathname, int flags, int mode) { return open(pathname, flags, mode); }
int openatISII(int dirfd, char *pathname, int flags, int mode) { return openat(dirfd, pathname, flags, mode); }
int fprintfSD(FILE *stream, char *format, char *arg0, int arg1) { return fprintf(stream, format, arg0, arg1); }
void *mremapP(void *oldAddress, size_t oldSize, size_t newSize, int flags, void *newAddress) {
    return mremap(oldAddress, oldSize, newSize, flags, newAddress);
}

int getThreadId(void) { return (int) syscall(SYS_gettid); }

/*
 * User-mode CPU time of thread tid in nanoseconds, or -1. There is no clock for user time only,
 * so read utime (field 14) from /proc; the command name (field 2) may contain spaces, so parse
 * after its closing parenthesis.
 */
long getThreadUserTimeSlow(int tid) {
    char path[64], buf[2048];
    snprintf(path, sizeof(path), "/proc/self/task/%d/stat", tid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return -1;
    }
    ssize_t n = read(fd, buf, sizeof(buf) - 1);
    close(fd);
    if (n <= 0) {
        return -1;
    }
    buf[n] = '\0';
    char *p = strrchr(buf, ')');
    unsigned long long utime;
    if (p == NULL || sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu", &utime) != 1) {
        return -1;
    }
    long ticks = sysconf(_SC_CLK_TCK);
    return (long) (utime * (1000000000ULL / (unsigned long long) (ticks > 0 ? ticks : 100)));
}

/*
 * Java time zone ID of the platform default zone (malloc'ed, freed by the caller) or NULL, in
 * which case Java falls back to a GMT offset ID. tzMappings is only used on Windows.
 * Order: $TZ, Debian's /etc/timezone, then the /etc/localtime symlink target below zoneinfo/.
 * A copied (non-symlink) /etc/localtime is not matched against the zoneinfo files.
 */
char *SVM_FindJavaTZmd(char *tzMappings, int length) {
    (void) tzMappings;
    (void) length;
    char buf[PATH_MAX];
    const char *tz = getenv("TZ");
    if (tz == NULL || *tz == '\0') {
        tz = NULL;
        FILE *f = fopen("/etc/timezone", "r");
        if (f != NULL) {
            if (fgets(buf, sizeof(buf), f) != NULL) {
                buf[strcspn(buf, " \t\r\n")] = '\0';
                tz = *buf ? buf : NULL;
            }
            fclose(f);
        }
        ssize_t n;
        if (tz == NULL && (n = readlink("/etc/localtime", buf, sizeof(buf) - 1)) > 0) {
            buf[n] = '\0';
            char *z = strstr(buf, "zoneinfo/");
            tz = z != NULL ? z + strlen("zoneinfo/") : NULL;
        }
    }
    if (tz == NULL) {
        return NULL;
    }
    if (*tz == ':') {
        tz++;
    }
    if (strncmp(tz, "posix/", 6) == 0) {
        tz += 6;
    } else if (strncmp(tz, "right/", 6) == 0) {
        tz += 6;
    }
    return strdup(tz);
}
