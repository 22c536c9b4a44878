#include "QRCode.h"

#include <qrencode.h>
#include <stdlib.h>

uint8_t *snapnav_qr_encode(const char *text, int *width) {
    QRcode *code = QRcode_encodeString(text, 0, QR_ECLEVEL_L, QR_MODE_8, 1);
    if (!code) return NULL;
    size_t count = (size_t)code->width * (size_t)code->width;
    uint8_t *modules = malloc(count);
    if (modules) {
        // libqrencode's low bit is the module's colour; the others say what part of the code it is.
        for (size_t i = 0; i < count; i++) modules[i] = code->data[i] & 1;
        *width = code->width;
    }
    QRcode_free(code);
    return modules;
}
