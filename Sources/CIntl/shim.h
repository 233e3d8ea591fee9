// GNU gettext and the per-thread locale as a Swift module: glibc holds them,
// but Swift's Glibc module does not export <libintl.h>. The helpers stand in
// for what Swift cannot import (variadic printf, LC_ALL_MASK as a macro).
#ifndef CINTL_SHIM_H
#define CINTL_SHIM_H

#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// `n` written by the current locale's LC_NUMERIC (thousands grouped, "%'ld"),
/// into `buffer` of `size` bytes; returns the length written.
static inline int cintl_format_grouped(long n, char *buffer, size_t size) {
    return snprintf(buffer, size, "%'ld", n);
}

/// A whole locale named `name` (every category), or (locale_t)0 if it is not
/// installed. Free it with freelocale.
static inline locale_t cintl_newlocale(const char *name) {
    return newlocale(LC_ALL_MASK, name, (locale_t)0);
}

#endif
