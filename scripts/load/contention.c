/* A competing load of the project's own, standing in for a slower or busier
 * machine: `make test SLOW=1` runs the GTK suites and the walks beside it
 * (scripts/with-load.sh), and the benchmark's contended leg may too.
 *
 *   contention [--cpu N] [--memory N] [--megabytes M] [--seconds S]
 *
 * Starts N CPU-bound workers (integer arithmetic in registers: they take
 * the cores' time) and N memory-bound workers (each copies between two
 * buffers of M MiB, default 256, far past the last-level cache: they take
 * memory bandwidth and evict what the tests keep in the shared cache).
 * Defaults: one of each, as many as a 2-core machine has cores.
 *
 * It stops by itself, whatever happens to whoever started it: after S
 * seconds (default 3600), when its parent exits (PR_SET_PDEATHSIG, and a
 * check of the parent every second for the case the signal cannot cover),
 * and on SIGTERM or SIGINT, taking its workers with it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t stopping = 0;

static void on_stop(int signal) {
    (void)signal;
    stopping = 1;
}

/* Workers die with the coordinator, and the coordinator with its parent. */
static void die_with_parent(pid_t parent) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(0);
}

static void cpu_worker(pid_t coordinator) {
    die_with_parent(coordinator);
    uint64_t state = 0x9E3779B97F4A7C15ull;
    for (;;) {
        for (int i = 0; i < 1000000; i++) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
        }
        /* Keeps the loop from being optimised away. */
        if (state == 0) fputc('.', stderr);
        if (getppid() != coordinator) _exit(0);
    }
}

static void memory_worker(pid_t coordinator, size_t megabytes) {
    die_with_parent(coordinator);
    size_t bytes = megabytes * 1024 * 1024;
    unsigned char *from = malloc(bytes);
    unsigned char *to = malloc(bytes);
    if (from == NULL || to == NULL) {
        fprintf(stderr, "contention: could not allocate 2 × %zu MiB for a memory-bound worker\n", megabytes);
        _exit(1);
    }
    memset(from, 1, bytes);
    memset(to, 2, bytes);
    for (;;) {
        memcpy(to, from, bytes);
        /* A write into every page between copies: the copies cannot be skipped. */
        for (size_t at = 0; at < bytes; at += 4096) from[at]++;
        if (getppid() != coordinator) _exit(0);
    }
}

static long number_after(int argc, char **argv, int *i, const char *name) {
    if (*i + 1 >= argc) {
        fprintf(stderr, "contention: %s needs a number\n", name);
        exit(2);
    }
    char *end = NULL;
    errno = 0;
    long value = strtol(argv[++*i], &end, 10);
    if (errno != 0 || end == argv[*i] || *end != '\0' || value < 0) {
        fprintf(stderr, "contention: %s takes a whole number of 0 or more, not \"%s\"\n", name, argv[*i]);
        exit(2);
    }
    return value;
}

int main(int argc, char **argv) {
    long cpu = 1, memory = 1, megabytes = 256, seconds = 3600;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--cpu") == 0) cpu = number_after(argc, argv, &i, "--cpu");
        else if (strcmp(argv[i], "--memory") == 0) memory = number_after(argc, argv, &i, "--memory");
        else if (strcmp(argv[i], "--megabytes") == 0) megabytes = number_after(argc, argv, &i, "--megabytes");
        else if (strcmp(argv[i], "--seconds") == 0) seconds = number_after(argc, argv, &i, "--seconds");
        else {
            fprintf(stderr, "usage: contention [--cpu N] [--memory N] [--megabytes M] [--seconds S]\n");
            return 2;
        }
    }
    if (megabytes < 1) megabytes = 1;

    pid_t parent = getppid();
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != parent) return 0;

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_stop;
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGHUP, &action, NULL);

    pid_t self = getpid();
    long total = cpu + memory;
    pid_t *workers = calloc((size_t)(total > 0 ? total : 1), sizeof *workers);
    if (workers == NULL) return 1;
    for (long n = 0; n < total; n++) {
        pid_t child = fork();
        if (child == 0) {
            if (n < cpu) cpu_worker(self);
            memory_worker(self, (size_t)megabytes);
        }
        workers[n] = child;
    }

    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    while (!stopping) {
        sleep(1);
        if (getppid() != parent) break;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec - start.tv_sec >= seconds) break;
    }
    for (long n = 0; n < total; n++)
        if (workers[n] > 0) kill(workers[n], SIGKILL);
    for (long n = 0; n < total; n++)
        if (workers[n] > 0) waitpid(workers[n], NULL, 0);
    free(workers);
    return 0;
}
