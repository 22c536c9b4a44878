#include "PNGDecoder.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libpng reports an error by calling this, which must not return: it keeps the message and
// jumps back to the setjmp of the call in progress. Each decode has its own png_struct, so
// decodes on different threads share nothing.
struct failure {
    jmp_buf jump;
    char *reason;
    size_t reason_size;
    // libpng's word on an embedded colour profile it refused, which it says as a warning.
    char profile_warning[160];
};

static void keep_error(png_structp png, png_const_charp message) {
    struct failure *failure = png_get_error_ptr(png);
    snprintf(failure->reason, failure->reason_size, "%s", message);
    longjmp(failure->jump, 1);
}

// Warnings change nothing decoded and are not printed; one about the colour profile (libpng
// drops a profile it finds wrong for the image) is kept, so the designer can be told.
static void keep_profile_warning(png_structp png, png_const_charp message) {
    struct failure *failure = png_get_error_ptr(png);
    if (strncmp(message, "iCCP", 4) == 0) {
        snprintf(failure->profile_warning, sizeof failure->profile_warning, "%s", message);
    }
}

// Reads from the file, saying so when it ends before the image does.
static void read_file(png_structp png, png_bytep data, size_t length) {
    FILE *file = png_get_io_ptr(png);
    if (fread(data, 1, length, file) != length) {
        png_error(png, ferror(file) ? "the file cannot be read" : "the file ends before the image does");
    }
}

typedef int (*png_step)(png_structp png, png_infop info, void *context);

// Opens `path`, reads its header with libpng, and runs `step`; every failure becomes -1 and a
// reason, with the file closed and libpng's memory freed.
static int with_png(const char *path, char *reason, size_t reason_size, png_step step, void *context) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(reason, reason_size, "%s", strerror(errno));
        return -1;
    }
    struct failure failure = {.reason = reason, .reason_size = reason_size, .profile_warning = ""};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, keep_error, keep_profile_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        snprintf(reason, reason_size, "out of memory");
        png_destroy_read_struct(png ? &png : NULL, NULL, NULL);
        fclose(file);
        return -1;
    }
    // volatile: read after longjmp, which may not keep registers.
    volatile int result = -1;
    if (setjmp(failure.jump) == 0) {
        png_set_read_fn(png, file, read_file);
        png_read_info(png, info);
        result = step(png, info, context);
    }
    png_destroy_read_struct(&png, &info, NULL);
    fclose(file);
    return result;
}

int snapnav_is_png(const char *path) {
    unsigned char signature[8];
    FILE *file = fopen(path, "rb");
    if (!file) return 0;
    size_t count = fread(signature, 1, sizeof signature, file);
    fclose(file);
    return count == sizeof signature && png_sig_cmp(signature, 0, sizeof signature) == 0;
}

struct size {
    uint32_t width;
    uint32_t height;
};

static int read_size(png_structp png, png_infop info, void *context) {
    struct size *size = context;
    size->width = png_get_image_width(png, info);
    size->height = png_get_image_height(png, info);
    return 0;
}

int snapnav_png_size(const char *path, uint32_t *width, uint32_t *height, char *reason, size_t reason_size) {
    struct size size = {0, 0};
    int result = with_png(path, reason, reason_size, read_size, &size);
    *width = size.width;
    *height = size.height;
    return result;
}

struct destination {
    uint32_t *pixels;
    uint32_t width;
    uint32_t height;
    uint8_t **profile;
    size_t *profile_length;
    char *profile_problem;
    size_t profile_problem_size;
    char *reason;
    size_t reason_size;
};

// A copy of the file's embedded ICC profile (its iCCP chunk, which libpng has inflated and
// checked against the image's colour type); or libpng's reason for refusing the one it has.
// A refused profile leaves libpng reading no colour chunk at all, an sRGB one included.
static void keep_profile(png_structp png, png_infop info, struct destination *destination) {
    png_charp name;
    int compression;
    png_bytep data;
    png_uint_32 length;
    if (png_get_iCCP(png, info, &name, &compression, &data, &length) == 0 || length == 0) {
        struct failure *failure = png_get_error_ptr(png);
        snprintf(destination->profile_problem, destination->profile_problem_size, "%s", failure->profile_warning);
        return;
    }
    uint8_t *copy = malloc(length);
    if (!copy) return;
    memcpy(copy, data, length);
    *destination->profile = copy;
    *destination->profile_length = length;
}

static int read_pixels(png_structp png, png_infop info, void *context) {
    struct destination *destination = context;
    if (png_get_image_width(png, info) != destination->width ||
        png_get_image_height(png, info) != destination->height) {
        snprintf(destination->reason, destination->reason_size, "the image's size changed while it was read");
        return -1;
    }
    keep_profile(png, info, destination);
    // Every kind of PNG becomes 8-bit B, G, R, A bytes: 0xAARRGGBB on a little-endian machine.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_bgr(png);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)destination->width * 4) {
        snprintf(destination->reason, destination->reason_size, "an unexpected row layout");
        return -1;
    }
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < destination->height; y++) {
            png_read_row(png, (png_bytep)(destination->pixels + (size_t)y * destination->width), NULL);
        }
    }
    png_read_end(png, NULL);
    return 0;
}

int snapnav_png_decode(const char *path, uint32_t *pixels, uint32_t width, uint32_t height, uint8_t **profile,
                       size_t *profile_length, char *profile_problem, size_t profile_problem_size, char *reason,
                       size_t reason_size) {
    *profile = NULL;
    *profile_length = 0;
    if (profile_problem_size > 0) profile_problem[0] = 0;
    struct destination destination = {pixels,          width,           height,          profile, profile_length,
                                      profile_problem, profile_problem_size, reason, reason_size};
    int result = with_png(path, reason, reason_size, read_pixels, &destination);
    if (result != 0) {
        free(*profile);
        *profile = NULL;
        *profile_length = 0;
    }
    return result;
}
