// The functions are inline, in Libm.h; this file gives the module the source a C target needs.
#include "Libm.h"
