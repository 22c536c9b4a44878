#ifndef SNAPNAV_JPEG_DECODER_H
#define SNAPNAV_JPEG_DECODER_H

#include <stddef.h>
#include <stdint.h>

/// Reads the size of the JPEG file at `path` from its frame header, however much metadata comes
/// before it. Returns 0, or -1 with the reason in `reason` (a string of at most `reason_size`
/// bytes).
int snapnav_jpeg_size(const char *path, uint32_t *width, uint32_t *height, char *reason, size_t reason_size);

/// Decodes the JPEG file at `path` with libjpeg-turbo into `pixels`: `width` × `height` of
/// 0xAARRGGBB, rows top to bottom, from a grey or colour JPEG alike. The size must be the
/// header's. `*channels` is the file's own count, 1 for grey and 3 for colour. The file's
/// embedded ICC profile (its APP2 segments, put back in order), when it has one, is put in
/// `*profile` (`*profile_length` bytes, for the caller to `free`); NULL otherwise. Returns 0, or
/// -1 with libjpeg's reason in `reason`; libjpeg's errors and warnings are never printed, and a
/// thread decodes independently of every other.
int snapnav_jpeg_decode(const char *path, uint32_t *pixels, uint32_t width, uint32_t height, int *channels,
                        uint8_t **profile, size_t *profile_length, char *reason, size_t reason_size);

#endif
