#!/bin/sh
# Option translation checks that need no build: runs "native-image --dry-run" and looks for the
# expected builder arguments.   dry-run-checks.sh TC_HOME
set -u
TC=$1
NI="$TC/bin/native-image"
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
mkdir -p "$W/classes" "$W/out"
printf 'public class Hello { public static void main(String[] a) { System.out.println("hi"); } }\n' > "$W/Hello.java"
"$TC/bin/javac" -d "$W/classes" "$W/Hello.java"
cd "$W"
fails=0

expect() { # expect <description> <fixed-string> <native-image args...>
    desc=$1; want=$2; shift 2
    if "$NI" --dry-run "$@" 2>&1 | grep -qF -- "$want"; then
        echo "ok   $desc"
    else
        echo "FAIL $desc: no '$want' in:"; "$NI" --dry-run "$@" 2>&1 | sed -n '/-imagecp/,$p'; fails=$((fails + 1))
    fi
}
expect_error() { # expect_error <description> <message part> <native-image args...>
    desc=$1; want=$2; shift 2
    out=$("$NI" "$@" 2>&1); rc=$?
    if [ $rc -ne 0 ] && printf '%s' "$out" | grep -qF -- "$want"; then
        echo "ok   $desc (rc=$rc)"
    else
        echo "FAIL $desc: rc=$rc, output: $out"; fails=$((fails + 1))
    fi
}

expect "main class + name"        "-H:Name@driver=hello"                       -cp classes Hello hello
expect "default name"             "-H:Name@driver=hello"                       -cp classes Hello
expect "-o dir/name (path)"       "-H:Path@driver=$W/out"                      -cp classes Hello -o out/hi
expect "-o dir/name (name)"       "-H:Name@driver=hi"                          -cp classes Hello -o out/hi
expect "-O"                       "-H:Optimize@user+api=b"                     -cp classes Hello -Ob
expect "-g"                       "-H:GenerateDebugInfo@user+api=2"            -cp classes Hello -g
expect "--gc"                     "-H:SupportedGCs@user+api=epsilon"           -cp classes Hello --gc=epsilon
expect "-march"                   "-H:MicroArchitecture@user+api=compatibility" -cp classes Hello -march=compatibility
expect "--parallelism"            "-H:NumberOfThreads@user+api=2"              -cp classes Hello --parallelism=2
expect "--native-image-info"      "-H:+DumpTargetInfo@user+api"                -cp classes Hello --native-image-info
expect "--no-fallback"            "-H:FallbackThreshold@user+api=0"            -cp classes Hello --no-fallback
expect "--enable-http"            "-H:EnableURLProtocols@user+api=http"        -cp classes Hello --enable-http
expect "--enable-monitoring"      "-H:EnableMonitoringFeatures@user+api=heapdump,jfr" -cp classes Hello --enable-monitoring=heapdump,jfr
expect "--initialize-at-build-time" "-H:ClassInitialization@user+api=a.B:build_time,c:build_time" -cp classes Hello --initialize-at-build-time=a.B,c
expect "--initialize-at-build-time (all)" "-H:ClassInitialization@user+api=:build_time" -cp classes Hello --initialize-at-build-time
expect "--initialize-at-run-time" "-H:ClassInitialization@user+api=x.Y:run_time" -cp classes Hello --initialize-at-run-time=x.Y
expect "--link-at-build-time"     "-H:LinkAtBuildTime@user+api="               -cp classes Hello --link-at-build-time
expect "--add-exports (space)"    "-H:AddExports@user+api=java.base/jdk.internal.misc=ALL-UNNAMED" -cp classes Hello --add-exports java.base/jdk.internal.misc=ALL-UNNAMED
expect "--add-opens (=)"          "-H:AddOpens@user+api=java.base/java.lang=ALL-UNNAMED" -cp classes Hello --add-opens=java.base/java.lang=ALL-UNNAMED
expect "-ea"                      "-H:RuntimeAssertions@user+api=+"            -cp classes Hello -ea
expect "--shared needs no main"   "-H:+SharedLibrary@user+api"                 -cp classes --shared -o libx
expect "-H: origin"               "-H:+ReportExceptionStackTraces@user"        -cp classes Hello -H:+ReportExceptionStackTraces
expect "-R: as is"                "-R:MaxHeapSize=100m"                         -cp classes Hello -R:MaxHeapSize=100m
expect "-J"                       "-Xmx3g"                                      -cp classes Hello -J-Xmx3g
expect "-D"                       "-Dfoo=bar"                                   -cp classes Hello -Dfoo=bar
expect "-E"                       "MYVAR=1"                                     -cp classes Hello -EMYVAR=1
expect "--add-modules"            "-Dsvm.modulesupport.addedModules=jdk.httpserver" -cp classes Hello --add-modules=jdk.httpserver
expect "--color=auto resolved"    "-H:Color@driver=never"                      -cp classes Hello --color=auto
expect "unlock scope closed"      "-H:-UnlockExperimentalVMOptions@user"       -cp classes Hello -H:+UnlockExperimentalVMOptions
expect "deprecated option warns"  "Using a deprecated option --report-unsupported-elements-at-runtime" -cp classes Hello --report-unsupported-elements-at-runtime
printf -- '-cp classes\n# a comment\n"Hello"\n--parallelism=1\n' > args.txt
expect "@argfile"                 "-H:NumberOfThreads@argfile:$W/args.txt+api=1" @args.txt
NATIVE_IMAGE_OPTIONS='--parallelism=3' expect "NATIVE_IMAGE_OPTIONS" "-H:NumberOfThreads@user+api=3" -cp classes Hello

expect_error "unknown option"      "Unrecognized option '--frobnicate'"   -cp classes Hello --frobnicate
expect_error "no main class"       "Please specify class"                 -cp classes
expect_error "extra positional"    "Unrecognized option(s): 'extra'"      -cp classes Hello hello extra
expect_error "value for boolean"   "Passing values to option --shared"    -cp classes --shared=yes
expect_error "malformed -H"        "'=' missing after option name"        -cp classes Hello -H:Name
expect_error "module path"         "not supported by this native-image driver" -p mods -m a/b.C
expect_error "--version combined"  "cannot be combined"                   --version -cp classes

[ $fails -eq 0 ] && echo "all dry-run checks passed" || { echo "$fails check(s) failed"; exit 1; }
