/* What the benchmark's peer programs report, in the app's own JSON lines:
 * their resident memory, and a transition's frame times. */
#ifndef PEER_REPORT_H
#define PEER_REPORT_H

#include <glib.h>
#include <stdio.h>
#include <string.h>

/* The process's resident memory, in KiB (VmRSS). */
static inline long peer_resident_kb(void) {
    FILE *file = fopen("/proc/self/status", "r");
    char line[256];
    long kb = 0;
    while (file != NULL && fgets(line, sizeof line, file) != NULL) {
        if (strncmp(line, "VmRSS:", 6) == 0) sscanf(line + 6, "%ld", &kb);
    }
    if (file != NULL) fclose(file);
    return kb;
}

/* Prints the transition `name` with the frame times gathered in `times`
 * ("t1,t2,...," in µs), and empties it. */
static inline void peer_emit_transition(GString *times, const char *name) {
    if (times->len > 0) g_string_truncate(times, times->len - 1);
    printf("{\"event\":\"transition\",\"name\":\"%s\",\"frame_times_us\":[%s],\"ours_us\":[]}\n", name, times->str);
    fflush(stdout);
    g_string_truncate(times, 0);
}

#endif
