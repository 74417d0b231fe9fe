/*
 * Attach API (jcmd, jstack, ...) support: a UNIX domain socket at <tmpdir>/.java_pid<pid> that
 * only processes of the same effective user (or root) may use. Declared in
 * com.oracle.svm.core.posix.attach.AttachHelper; the behaviour follows the documented HotSpot
 * attach protocol on POSIX so that the JDK tools can talk to the image.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#define RESTARTABLE(call, result) do { result = (call); } while (result == -1 && errno == EINTR)

/* Removes a stale socket file left behind by an earlier process with the same pid. */
void svm_attach_startup(char *path) {
    struct stat st;
    int ret;
    RESTARTABLE(stat(path, &st), ret);
    if (ret == 0) {
        unlink(path);
    }
}

void svm_attach_listener_cleanup(int listenerSocket, char *path) {
    if (listenerSocket != -1) {
        shutdown(listenerSocket, SHUT_RDWR);
        close(listenerSocket);
    }
    if (path != NULL) {
        unlink(path);
    }
}

/* Returns 1 while the socket file still exists (e.g. no tmp cleaner removed it). */
int svm_attach_check_socket_file(char *path) {
    struct stat st;
    int ret;
    RESTARTABLE(stat(path, &st), ret);
    return ret == 0;
}

/* A client asks for the listener by creating .attach_pid<pid>; ignore files planted by others. */
int svm_attach_is_init_trigger(char *path) {
    struct stat st;
    int ret;
    RESTARTABLE(stat(path, &st), ret);
    return ret == 0 && (st.st_uid == geteuid() || st.st_uid == 0);
}

/*
 * Binds under a temporary name, restricts it to the owner, then renames it into place so that
 * clients never see a socket that is not yet listening. Returns the listener fd or -1.
 */
int svm_attach_create_listener(char *path) {
    struct sockaddr_un addr;
    char initial[sizeof(addr.sun_path)];
    if (snprintf(initial, sizeof(initial), "%s.tmp", path) >= (int) sizeof(initial)) {
        return -1;
    }
    int listener = socket(PF_UNIX, SOCK_STREAM, 0);
    if (listener == -1) {
        return -1;
    }
    memset(&addr, 0, sizeof(addr));
    addr.sun_family = AF_UNIX;
    strcpy(addr.sun_path, initial);
    unlink(initial);
    int res = bind(listener, (struct sockaddr *) &addr, sizeof(addr));
    if (res == 0) {
        res = listen(listener, 5);
    }
    if (res == 0) {
        RESTARTABLE(chmod(initial, S_IRUSR | S_IWUSR), res);
    }
    if (res == 0) {
        /* The group could otherwise be inherited from a setgid directory. */
        RESTARTABLE(chown(initial, geteuid(), getegid()), res);
    }
    if (res == 0) {
        res = rename(initial, path);
    }
    if (res != 0) {
        close(listener);
        unlink(initial);
        return -1;
    }
    return listener;
}

/* Accepts the next client whose credentials match ours (or root); -1 once the listener is closed. */
int svm_attach_wait_for_request(int listenerSocket) {
    for (;;) {
        int s;
        RESTARTABLE(accept(listenerSocket, NULL, NULL), s);
        if (s == -1) {
            return -1;
        }
        struct ucred cred;
        socklen_t len = sizeof(cred);
        if (getsockopt(s, SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0 &&
                        (cred.uid == 0 || (cred.uid == geteuid() && cred.gid == getegid()))) {
            return s;
        }
        close(s);
    }
}

void svm_attach_shutdown_socket(int socket) {
    shutdown(socket, SHUT_RDWR);
}
