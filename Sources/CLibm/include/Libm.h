#ifndef SNAPNAV_LIBM_H
#define SNAPNAV_LIBM_H

// The few functions of the C maths library that Core's motion and colour need, under names of
// their own. Core is built for the desktop and for WebAssembly, where there is no Foundation to
// bring `pow` and `exp`; both builds call these, and the linker takes them from the platform's
// libm (glibc's on the desktop, wasi-libc's in the browser).

static inline double snapnav_pow(double x, double y) { return __builtin_pow(x, y); }
static inline double snapnav_exp(double x) { return __builtin_exp(x); }
static inline double snapnav_log(double x) { return __builtin_log(x); }
static inline double snapnav_sin(double x) { return __builtin_sin(x); }
static inline double snapnav_cos(double x) { return __builtin_cos(x); }

#endif
