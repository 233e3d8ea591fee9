// glibc's allocator statistics as a Swift module: Swift's Glibc module does
// not export <malloc.h>. The benchmark's soak reads the heap in use with it.
#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H

#include <malloc.h>

#endif
