/*
 * Stand-in for libsvm_container (com.oracle.svm.core.container.ContainerLibrary), which images
 * link on Linux unless built with -H:-UseContainerSupport. It always answers "not in a
 * container", so the VM sizes heap and thread pools from the host's resources, ignoring cgroup
 * limits. The Java side only calls the query functions when containerized; they still return
 * host values (or -1 = unlimited) to stay harmless.
 */
#include <stddef.h>
#include <unistd.h>

#define SUCCESS_IS_NOT_CONTAINERIZED 0

int svm_container_initialize(int version) {
    (void) version; /* nothing version-specific in a stub */
    return SUCCESS_IS_NOT_CONTAINERIZED;
}

size_t svm_container_physical_memory(void) {
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    return pages > 0 && size > 0 ? (size_t) pages * (size_t) size : 0;
}

int svm_container_active_processor_count(void) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int) n : 1;
}

long svm_container_memory_limit_in_bytes(void) { return -1; }
long svm_container_memory_and_swap_limit_in_bytes(void) { return -1; }
long svm_container_memory_soft_limit_in_bytes(void) { return -1; }
long svm_container_memory_usage_in_bytes(void) { return -1; }
long svm_container_memory_max_usage_in_bytes(void) { return -1; }
long svm_container_rss_usage_in_bytes(void) { return -1; }
long svm_container_cache_usage_in_bytes(void) { return -1; }
