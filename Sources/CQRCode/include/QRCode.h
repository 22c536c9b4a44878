#ifndef SNAPNAV_QR_CODE_H
#define SNAPNAV_QR_CODE_H

#include <stddef.h>
#include <stdint.h>

/// Encodes `text` as a QR code (libqrencode, 8-bit mode, the lowest error correction that
/// fits, as `qrencode` encodes by default). Returns its modules, `*width` × `*width` bytes
/// row by row, 1 for a dark module and 0 for a light one, for the caller to `free`; NULL when
/// the text does not fit in a QR code.
uint8_t *snapnav_qr_encode(const char *text, int *width);

#endif
