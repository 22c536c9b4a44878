#ifndef SNAPNAV_SVG_RENDERER_H
#define SNAPNAV_SVG_RENDERER_H

#include <stddef.h>
#include <stdint.h>

/// An SVG file parsed by librsvg, ready to render at any scale.
typedef struct SnapNavSVG SnapNavSVG;

/// Parses the SVG file at `path`, refused when it is longer than `limit` bytes. Its size is
/// the caller's to decide (the header pass's, so that layout, budget and pixels agree). The
/// document has no base file, so librsvg reads nothing it names outside it (an image or an
/// XInclude by path or URL is left out); only data: URLs within it are drawn. Returns the
/// document, for `snapnav_svg_render` and then `snapnav_svg_close`, or NULL with the reason in
/// `reason` (a string of at most `reason_size` bytes). Nothing is printed, and a thread parses
/// independently of every other.
SnapNavSVG *snapnav_svg_open(const char *path, size_t limit, char *reason, size_t reason_size);

/// Renders `svg` fitted to a viewport of `points_width` × `points_height` CSS pixels, at `scale`
/// pixels per CSS pixel, into `pixels`: `width` × `height` of 0xAARRGGBB (straight alpha), rows
/// top to bottom, transparent where the document draws nothing. Returns 0, or -1 with librsvg's
/// reason in `reason`.
int snapnav_svg_render(SnapNavSVG *svg, double points_width, double points_height, double scale, uint32_t *pixels,
                       uint32_t width, uint32_t height, char *reason, size_t reason_size);

/// Frees `svg`.
void snapnav_svg_close(SnapNavSVG *svg);

#endif
