#ifndef SNAPNAV_PNG_DECODER_H
#define SNAPNAV_PNG_DECODER_H

#include <stddef.h>
#include <stdint.h>

/// Whether the file at `path` starts with PNG's signature.
int snapnav_is_png(const char *path);

/// Reads the size of the PNG file at `path` from its header. Returns 0, or -1 with the reason
/// in `reason` (a string of at most `reason_size` bytes).
int snapnav_png_size(const char *path, uint32_t *width, uint32_t *height, char *reason, size_t reason_size);

/// Decodes the PNG file at `path` into `pixels`: `width` × `height` of 0xAARRGGBB, rows top to
/// bottom, whatever the file holds (palette, grey, 16 bits, interlaced, transparency). The size
/// must be the header's. The file's embedded ICC profile, when it has one, is put in
/// `*profile` (`*profile_length` bytes, for the caller to `free`); NULL otherwise, with
/// libpng's reason in `profile_problem` when it refused the one the file has (an empty string
/// otherwise). Returns 0, or -1 with libpng's reason in `reason`; libpng's errors and warnings
/// are never printed, and a thread decodes independently of every other.
int snapnav_png_decode(const char *path, uint32_t *pixels, uint32_t width, uint32_t height, uint8_t **profile,
                       size_t *profile_length, char *profile_problem, size_t profile_problem_size, char *reason,
                       size_t reason_size);

#endif
