#ifndef SNAPNAV_WEBP_DECODER_H
#define SNAPNAV_WEBP_DECODER_H

#include <stddef.h>
#include <stdint.h>

/// Whether the file at `path` starts as a WebP does (RIFF, then WEBP).
int snapnav_is_webp(const char *path);

/// Reads the size of the WebP file at `path` from its header. Returns 0, or -1 with the reason
/// in `reason` (a string of at most `reason_size` bytes).
int snapnav_webp_size(const char *path, uint32_t *width, uint32_t *height, char *reason, size_t reason_size);

/// Decodes the WebP file at `path` with libwebp into `pixels`: `width` × `height` of 0xAARRGGBB
/// (straight alpha), rows top to bottom, lossy or lossless alike. The size must be the header's.
/// The file's embedded ICC profile (its ICCP chunk), when it has one, is put in `*profile`
/// (`*profile_length` bytes, for the caller to `free`); NULL otherwise. Returns 0, or -1 with the
/// reason in `reason`; nothing is printed, and a thread decodes independently of every other.
int snapnav_webp_decode(const char *path, uint32_t *pixels, uint32_t width, uint32_t height, uint8_t **profile,
                        size_t *profile_length, char *reason, size_t reason_size);

#endif
