#!/bin/sh
# Builds a jar layout like Quarkus' target/<name>-native-image-source-jar (runner jar whose
# manifest Class-Path names lib/main/*.jar) and runs native-image there with the arguments
# Quarkus 3.30.6 passes for GraalVM 25 (see the report), then runs the executable.
#   run.sh TC_HOME [extra native-image args...]
set -eu
TC=$1; shift
HERE=$(cd "$(dirname "$0")" && pwd)
W=${WORK:-/tmp/quarkus-shape}
M=$HOME/.m2/repository
rm -rf "$W"; mkdir -p "$W/classes/app" "$W/classes/lib" "$W/out/lib/main"
NI_JAR=$(ls "$TC"/lib/svm/builder/nativeimage-[0-9]*.jar)
"$TC/bin/javac" -d "$W/classes/lib" "$HERE"/lib/src/app/lib/*.java
"$TC/bin/javac" -d "$W/classes/app" -cp "$NI_JAR:$W/classes/lib" "$HERE"/app/src/app/*.java
"$TC/bin/jar" cf "$W/out/lib/main/app.app-lib-1.0.jar" -C "$W/classes/lib" . -C "$HERE/lib/res" .
"$TC/bin/jar" cf "$W/out/lib/main/app.app-bad-1.0.jar" -C "$HERE/bad/res" .
cp "$M/io/netty/netty-common/4.1.130.Final/netty-common-4.1.130.Final.jar" "$W/out/lib/main/io.netty.netty-common-4.1.130.Final.jar"
cp "$M/com/networknt/json-schema-validator/1.5.9/json-schema-validator-1.5.9.jar" "$W/out/lib/main/com.networknt.json-schema-validator-1.5.9.jar"
printf 'Main-Class: app.Main\nClass-Path: lib/main/app.app-lib-1.0.jar lib/main/app.app-bad-1.0.jar lib/main/io.netty.netty-common-4.1.130.Final.jar lib/main/com.networknt.json-schema-validator-1.5.9.jar\n' > "$W/manifest.txt"
"$TC/bin/jar" cfm "$W/out/app-runner.jar" "$W/manifest.txt" -C "$W/classes/app" .

cd "$W/out"
"$TC/bin/native-image" \
    -J-Dsun.nio.ch.maxUpdateArraySize=100 \
    -J-Dapp.jflag=set -J-Duser.language=en -J-Duser.country=US -J-Dfile.encoding=UTF-8 \
    --features=app.AppFeature \
    -J--add-exports=org.graalvm.nativeimage.builder/com.oracle.svm.core.jdk=ALL-UNNAMED \
    -J--add-exports=java.security.jgss/sun.security.krb5=ALL-UNNAMED \
    -J--add-exports=java.security.jgss/sun.security.jgss=ALL-UNNAMED \
    -J--add-opens=java.base/java.text=ALL-UNNAMED -J--add-opens=java.base/java.io=ALL-UNNAMED \
    -J--add-opens=java.base/java.lang.invoke=ALL-UNNAMED -J--add-opens=java.base/java.util=ALL-UNNAMED \
    -H:+UnlockExperimentalVMOptions -H:BuildOutputJSONFile=app-runner-build-output-stats.json -H:-UnlockExperimentalVMOptions \
    -H:+UnlockExperimentalVMOptions -H:+GenerateBuildArtifactsFile -H:-UnlockExperimentalVMOptions \
    -H:+UnlockExperimentalVMOptions -H:+AllowFoldMethods -H:-UnlockExperimentalVMOptions \
    -J-Djava.awt.headless=true --no-fallback --link-at-build-time -H:+ReportExceptionStackTraces \
    -H:-AddAllCharsets --enable-url-protocols=http,https -H:NativeLinkerOption=-no-pie \
    --enable-monitoring=heapdump \
    -H:+UnlockExperimentalVMOptions -H:-UseServiceLoaderFeature -H:-UnlockExperimentalVMOptions \
    --exclude-config 'app\.app-bad-1\.0\.jar' '^/META-INF/native-image/app/bad/native-image\.properties$' \
    "$@" \
    app-runner -jar app-runner.jar
ls -l app-runner
./app-runner
