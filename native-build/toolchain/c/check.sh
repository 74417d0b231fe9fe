#!/usr/bin/env bash
# Verifies a build.sh output directory against the SubstrateVM sources and this machine.
#
#   check.sh OUT_DIR SOURCES_JAR
#
# 1. Every @CFunction of a @CLibrary("libchelper") class (linux/amd64) is defined in liblibchelper.a.
# 2. Every @CFunction that linux-amd64 code can reach resolves against glibc or one of the
#    archives in OUT_DIR, apart from a short list of known, explained exceptions.
# 3. A test program exercises the helpers; its CPU features are compared with /proc/cpuinfo and
#    must include everything HotSpot detects (what -march=native bakes into an image).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$1" && pwd)
jar=$(realpath "$2")
JAVA=${JAVA:-java}
JDK=${JNI_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

defined() { nm --defined-only "$@" 2>/dev/null | awk '$2 ~ /^[TtWDBR]$/ {sub(/@.*/, "", $3); print $3}'; }

# Sources for other operating systems and architectures never reach a linux-amd64 image.
"$JAVA" "$here/GenHeaders.java" --list-cfunctions "$jar" |
    grep -Ev '/(windows|darwin|aarch64|riscv64)/|/(Windows|Darwin|AArch64|RISCV64)[^/]*$' | sort -u > "$tmp/cfunctions"

# 1. libchelper classes.
mkdir -p "$tmp/src"
(cd "$tmp/src" && unzip -qo "$jar" '*.java')
grep -rlE '@CLibrary\((value *= *)?"libchelper"' "$tmp/src" | sed "s|^$tmp/src/||" |
    grep -Ev '/(aarch64|riscv64)/' | sort > "$tmp/libchelper-files"
awk -F'\t' 'NR == FNR {f[$1]; next} $2 in f {print $1}' "$tmp/libchelper-files" "$tmp/cfunctions" | sort -u > "$tmp/libchelper-syms"
defined "$out/liblibchelper.a" | sort -u > "$tmp/have-libchelper"
missing=$(comm -23 "$tmp/libchelper-syms" "$tmp/have-libchelper")
echo "libchelper functions declared: $(wc -l < "$tmp/libchelper-syms"), missing: ${missing:-none}"
[ -z "$missing" ] || status=1

# 2. Everything else must come from libc & co. or our archives.
lib=/lib/x86_64-linux-gnu
{
    for l in libc.so.6 libm.so.6 libpthread.so.0 libdl.so.2 librt.so.1 libz.so.1; do
        [ -e "$lib/$l" ] && nm -D --defined-only "$lib/$l" | awk '{sub(/@.*/, "", $3); print $3}'
    done
    defined "$out"/*.a
} | sort -u > "$tmp/available"
cut -f1 "$tmp/cfunctions" | sort -u | comm -23 - "$tmp/available" > "$tmp/unresolved"
# InitializeEncoding: JDK static libjava.  strlcpy: glibc >= 2.38, and never called in 25.0.2.
# __errno: Bionic libc only (@LibCSpecific(BionicLibC.class)).
printf '%s\n' InitializeEncoding __errno strlcpy | sort > "$tmp/expected"
unexpected=$(comm -23 "$tmp/unresolved" "$tmp/expected")
echo "unresolved @CFunctions: $(tr '\n' ' ' < "$tmp/unresolved")(expected: $(tr '\n' ' ' < "$tmp/expected"))"
if [ -n "$unexpected" ]; then
    echo "UNEXPECTED unresolved: $unexpected"
    status=1
fi

# 3. Test program; fields.inc lists the struct fields so every one of them is printed.
sed -n 's/^ *char \(f[A-Za-z0-9_]*\);$/FIELD(\1)/p' "$out/include/amd64cpufeatures.h" > "$tmp/fields.inc"
gcc -O2 -Wall -I"$out/include" -I"$tmp" "$here/test/test_libchelper.c" \
    -L"$out" -llibchelper -ljvm -ldl -o "$tmp/test"
REPORTER_SO="$out/libreporterchelper.so" "$tmp/test" | tee "$tmp/test.out" || status=1

# Feature names: ours are the struct fields; map /proc/cpuinfo and HotSpot names onto them.
ours=$(sed -n 's/^features: //p' "$tmp/test.out" | tr ' ' '\n' | sort)
cpuinfo=$(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2 | tr ' ' '\n' | sed -n '
    s/^pni$/SSE3/p; s/^pclmulqdq$/CLMUL/p; s/^sse4_1$/SSE4_1/p; s/^sse4_2$/SSE4_2/p; s/^abm$/LZCNT/p;
    s/^3dnowprefetch$/AMD_3DNOW_PREFETCH/p; s/^clflush$/FLUSH/p; s/^clflushopt$/FLUSHOPT/p; s/^sha_ni$/SHA/p;
    s/^hypervisor$/HV/p; s/^avx512ifma$/AVX512_IFMA/p; s/^avx512vbmi$/AVX512_VBMI/p; s/^vaes$/AVX512_VAES/p;
    s/^vpclmulqdq$/AVX512_VPCLMULQDQ/p; s/^constant_tsc$/TSCINV_BIT/p; s/^ibt$/CET_IBT/p; s/^user_shstk$/CET_SS/p;
    /^\(cx8\|cmov\|fxsr\|ht\|mmx\|sse\|sse2\|ssse3\|sse4a\|popcnt\|tsc\|avx\|avx2\|aes\|erms\|bmi1\|bmi2\|rtm\|adx\|avx512f\|avx512dq\|avx512pf\|avx512er\|avx512cd\|avx512bw\|avx512vl\|fma\|clwb\|avx512_vbmi2\|serialize\|rdtscp\|rdpid\|fsrm\|gfni\|avx512_bitalg\|pku\|ospke\|f16c\|avx512_vnni\|avx512_vpopcntdq\|avx512_fp16\|avx_ifma\|sha512\|apx\)$/{y/abcdefghijklmnopqrstuvwxyz/ABCDEFGHIJKLMNOPQRSTUVWXYZ/;p}' | sort -u)
echo "in /proc/cpuinfo but not detected: $(comm -13 <(echo "$ours") <(echo "$cpuinfo") | tr '\n' ' ')"
echo "detected but not in /proc/cpuinfo: $(comm -23 <(echo "$ours") <(echo "$cpuinfo") | tr '\n' ' ')"
if [ -x "$JDK/bin/java" ]; then
    # HT is dropped by the builder before the mask is made (AMD64CPUFeatureAccessFeature).
    hotspot=$("$JDK/bin/java" -Xlog:os+cpu=info -version 2>&1 | sed -n 's/.*microcode [^,]*, //p' | tr -d ' ' | tr ',' '\n' |
        sed 's/^3dnowpref$/AMD_3DNOW_PREFETCH/; s/^sse4\.1$/SSE4_1/; s/^sse4\.2$/SSE4_2/; s/^clflush$/FLUSH/; s/^clflushopt$/FLUSHOPT/; s/^tscinvbit$/TSCINV_BIT/' |
        tr 'a-z' 'A-Z' | grep -vx HT | sort -u)
    # a feature HotSpot reports and the kernel does not is HotSpot's misreading, not a gap of ours (HotSpot 25
    # reports AVX512ER and AVX512PF, Xeon Phi's, on CPUs with AVX10.1 whose /proc/cpuinfo has neither); the
    # names the cpuinfo mapping above has no kernel flag for (TSCINV, VZEROUPPER, AVX10_1) are absent from
    # "$cpuinfo" on every CPU, so the kernel cannot vouch either way, and they stay held against us
    misread=$(comm -23 <(echo "$hotspot") <(echo "$cpuinfo") | comm -13 <(echo "$ours") - | grep -vx 'TSCINV\|VZEROUPPER\|AVX10_1' || true)
    lacking=$(comm -13 <(echo "$ours") <(echo "$hotspot") | comm -23 - <(echo "$misread") | tr '\n' ' ')
    echo "HotSpot features not detected here (would fail an -march=native image): ${lacking:-none}"
    echo "reported by HotSpot, not by /proc/cpuinfo, so not held against us: $(echo "$misread" | tr '\n' ' ')"
    echo "detected here beyond HotSpot: $(comm -23 <(echo "$ours") <(echo "$hotspot") | tr '\n' ' ')"
    [ -z "$lacking" ] || status=1
fi
echo "check: $([ $status -eq 0 ] && echo OK || echo FAILED)"
exit $status
