#ifndef SNAPNAV_SVG_RENDERER_H
#define SNAPNAV_SVG_RENDERER_H

#include <stddef.h>
#include <stdint.h>

/// An SVG file parsed by librsvg, ready to render at any scale.
typedef struct SnapNavSVG SnapNavSVG;

/// Parses the SVG file at `path` (at most `limit` bytes of it) and gives its size in CSS
/// pixels: its width and height in absolute units, else its viewBox's. The document has no
/// base file, so librsvg reads nothing it names outside it (an image or an XInclude by path
/// or URL is left out); only data: URLs within it are drawn. Returns the document, for
/// `snapnav_svg_render` and then `snapnav_svg_close`, or NULL with librsvg's reason in `reason`
/// (a string of at most `reason_size` bytes). Nothing is printed, and a thread parses
/// independently of every other.
SnapNavSVG *snapnav_svg_open(const char *path, size_t limit, double *width, double *height, char *reason,
                             size_t reason_size);

/// Renders `svg` at `scale` pixels per CSS pixel into `pixels`: `width` × `height` of 0xAARRGGBB
/// (straight alpha), rows top to bottom, transparent where the document draws nothing.
/// Returns 0, or -1 with librsvg's reason in `reason`.
int snapnav_svg_render(SnapNavSVG *svg, double scale, uint32_t *pixels, uint32_t width, uint32_t height,
                       char *reason, size_t reason_size);

/// Frees `svg`.
void snapnav_svg_close(SnapNavSVG *svg);

#endif
