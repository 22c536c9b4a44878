#ifndef BENCH_ALLOCATIONS_H
#define BENCH_ALLOCATIONS_H

#include <stdint.h>

/* How many heap allocations (malloc, calloc, realloc, the aligned variants) the process has
   made so far, from every thread and library. The benchmark executable links this file,
   which replaces the allocator's entry points with counting ones that forward to glibc. */
uint64_t bench_allocation_count(void);

#endif
