#include "JPEGDecoder.h"

#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// jpeglib.h needs FILE and size_t declared before it.
#include <jpeglib.h>
#include <jerror.h>

// libjpeg reports an error by calling error_exit, which must not return: it keeps the message
// and jumps back to the setjmp of the call in progress. Each decode has its own error manager,
// so decodes on different threads share nothing.
struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *reason;
    size_t reason_size;
    // Whether libjpeg warned that the file ended before the image did (it fills the rest).
    int ended_early;
};

static void keep_error(j_common_ptr info) {
    struct failure *failure = (struct failure *)info->err;
    char message[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, message);
    snprintf(failure->reason, failure->reason_size, "%s", message);
    longjmp(failure->jump, 1);
}

// Warnings are not printed; the one for a file cut short is kept, since the rest of the picture
// would be made up.
static void keep_warning(j_common_ptr info, int level) {
    struct failure *failure = (struct failure *)info->err;
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) failure->ended_early = 1;
}

typedef int (*jpeg_step)(struct jpeg_decompress_struct *info, struct failure *failure, void *context);

// Opens `path`, reads its header with libjpeg (keeping the APP2 segments a profile is in), and
// runs `step`; every failure becomes -1 and a reason, with the file closed and libjpeg's memory
// freed.
static int with_jpeg(const char *path, char *reason, size_t reason_size, jpeg_step step, void *context) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(reason, reason_size, "the file cannot be opened (%s)", strerror(errno));
        return -1;
    }
    struct jpeg_decompress_struct info;
    struct failure failure = {.reason = reason, .reason_size = reason_size, .ended_early = 0};
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = keep_error;
    failure.manager.emit_message = keep_warning;
    // volatile: read after longjmp, which may not keep registers.
    volatile int result = -1;
    if (setjmp(failure.jump) == 0) {
        jpeg_create_decompress(&info);
        jpeg_stdio_src(&info, file);
        jpeg_save_markers(&info, JPEG_APP0 + 2, 0xFFFF);
        jpeg_read_header(&info, TRUE);
        result = step(&info, &failure, context);
    }
    jpeg_destroy_decompress(&info);
    fclose(file);
    return result;
}

struct size {
    uint32_t width;
    uint32_t height;
};

static int read_size(struct jpeg_decompress_struct *info, struct failure *failure, void *context) {
    (void)failure;
    struct size *size = context;
    size->width = info->image_width;
    size->height = info->image_height;
    return 0;
}

int snapnav_jpeg_size(const char *path, uint32_t *width, uint32_t *height, char *reason, size_t reason_size) {
    struct size size = {0, 0};
    int result = with_jpeg(path, reason, reason_size, read_size, &size);
    *width = size.width;
    *height = size.height;
    return result;
}

struct destination {
    uint32_t *pixels;
    uint32_t width;
    uint32_t height;
    int *channels;
    uint8_t **profile;
    size_t *profile_length;
    char *reason;
    size_t reason_size;
};

static int read_pixels(struct jpeg_decompress_struct *info, struct failure *failure, void *context) {
    struct destination *destination = context;
    if (info->image_width != destination->width || info->image_height != destination->height) {
        snprintf(destination->reason, destination->reason_size, "the image's size changed while it was read");
        return -1;
    }
    if (info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK) {
        snprintf(destination->reason, destination->reason_size,
                 "it is a CMYK JPEG, made for printing; export it in RGB to show it");
        return -1;
    }
    *destination->channels = info->num_components;
    JOCTET *profile = NULL;
    unsigned int length = 0;
    if (jpeg_read_icc_profile(info, &profile, &length) && profile) {
        *destination->profile = profile;
        *destination->profile_length = length;
    }
    // Grey and colour alike become B, G, R, A bytes: 0xAARRGGBB on a little-endian machine.
    info->out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(info);
    while (info->output_scanline < info->output_height) {
        JSAMPROW row = (JSAMPROW)(destination->pixels + (size_t)info->output_scanline * destination->width);
        jpeg_read_scanlines(info, &row, 1);
    }
    if (failure->ended_early) {
        snprintf(destination->reason, destination->reason_size, "the file ends before the image does");
        return -1;
    }
    jpeg_finish_decompress(info);
    return 0;
}

int snapnav_jpeg_decode(const char *path, uint32_t *pixels, uint32_t width, uint32_t height, int *channels,
                        uint8_t **profile, size_t *profile_length, char *reason, size_t reason_size) {
    *profile = NULL;
    *profile_length = 0;
    *channels = 0;
    struct destination destination = {pixels, width, height, channels, profile, profile_length, reason, reason_size};
    int result = with_jpeg(path, reason, reason_size, read_pixels, &destination);
    if (result != 0) {
        free(*profile);
        *profile = NULL;
        *profile_length = 0;
    }
    return result;
}
