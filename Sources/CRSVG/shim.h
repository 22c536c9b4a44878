// librsvg, which renders SVG screens, and cairo, which it renders into: their headers and
// include paths (pkg-config's librsvg-2.0) for the C shim over them, CSVG.
#include <cairo.h>
#include <librsvg/rsvg.h>
