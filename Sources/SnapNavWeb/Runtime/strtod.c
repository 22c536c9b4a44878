// What Embedded Swift's `Double(String)` calls to read a number, over wasi-libc's strtod,
// whose only locale is C. Returns where the number ends, or NULL when there is none.
#include <stdlib.h>

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    char *end = 0;
    *result = strtod(text, &end);
    return end == text ? 0 : end;
}
