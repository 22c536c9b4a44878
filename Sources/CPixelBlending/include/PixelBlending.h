#ifndef SNAPNAV_PIXEL_BLENDING_H
#define SNAPNAV_PIXEL_BLENDING_H

#include <stddef.h>
#include <stdint.h>

/// Blends `source` over `destination`, `width` × `height` pixels of 0xAARRGGBB, each buffer
/// `stride` pixels from one row to the next. `source` is premultiplied: its colours are
/// already multiplied by its alpha. Each of its channels is first multiplied by the matching
/// channel of `modulate` (0xFFFFFFFF leaves it as it is), which tints and fades it as a
/// premultiplied colour does. Then destination = source + destination × (255 − alpha) / 255,
/// rounded, in every channel, alpha too.
void snapnav_blend_over(uint32_t *destination, ptrdiff_t destination_stride, const uint32_t *source,
                        ptrdiff_t source_stride, int width, int height, uint32_t modulate);

/// Blends the premultiplied colour `color` over every pixel of `destination`, as
/// `snapnav_blend_over` blends a source of that one colour.
void snapnav_blend_fill(uint32_t *destination, ptrdiff_t destination_stride, int width, int height,
                        uint32_t color);

/// Blends `source` (`source_width` × `source_height` premultiplied pixels, `source_stride`
/// from row to row), scaled with linear filtering to fill the rectangle at `x`, `y` of
/// `width` × `height` destination pixels (fractions allowed), over the pixels of that rectangle
/// that lie in columns `first_column` to `first_column + columns - 1` and rows `first_row` to
/// `first_row + rows - 1`. `destination` is the pixel at column 0, row 0. Each destination
/// pixel samples the source at its centre; source pixels beyond the edge count as transparent.
/// The sample is modulated and blended as `snapnav_blend_over` does.
void snapnav_blend_scaled(uint32_t *destination, ptrdiff_t destination_stride, int first_column, int first_row,
                          int columns, int rows, const uint32_t *source, ptrdiff_t source_stride, int source_width,
                          int source_height, double x, double y, double width, double height, uint32_t modulate);

/// Whether `snapnav_blend_scaled` may sample the source four channels at a time with SSE2 (it
/// does unless told not to), so that tests can compare it with one channel at a time. Returns
/// the previous setting.
int snapnav_blend_allow_vector_sampling(int allowed);

/// Whether the blends may use AVX2 where the processor has it (they do unless told not to),
/// so that tests can run the SSE2 path too. Returns the previous setting.
int snapnav_blend_allow_avx2(int allowed);

#endif
