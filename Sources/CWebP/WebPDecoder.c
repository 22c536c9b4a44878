#include "WebPDecoder.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/demux.h>

// The file's first `limit` bytes at most (the whole file when `limit` is 0), in memory for the
// caller to free; NULL with the reason when it cannot be read.
static uint8_t *read_file(const char *path, size_t limit, size_t *length, char *reason, size_t reason_size) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(reason, reason_size, "the file cannot be opened (%s)", strerror(errno));
        return NULL;
    }
    uint8_t *data = NULL;
    long size = -1;
    if (fseek(file, 0, SEEK_END) == 0) size = ftell(file);
    if (size < 0 || fseek(file, 0, SEEK_SET) != 0) {
        snprintf(reason, reason_size, "the file cannot be read");
        fclose(file);
        return NULL;
    }
    size_t wanted = limit > 0 && (size_t)size > limit ? limit : (size_t)size;
    data = malloc(wanted > 0 ? wanted : 1);
    if (!data) {
        snprintf(reason, reason_size, "out of memory");
    } else if (fread(data, 1, wanted, file) != wanted) {
        snprintf(reason, reason_size, "the file cannot be read");
        free(data);
        data = NULL;
    }
    fclose(file);
    *length = wanted;
    return data;
}

// libwebp's word for why it stopped, said as the cause.
static const char *status_text(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "bitstream error";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "not enough data";
    default: return "decoding stopped";
    }
}

int snapnav_is_webp(const char *path) {
    unsigned char head[12];
    FILE *file = fopen(path, "rb");
    if (!file) return 0;
    size_t count = fread(head, 1, sizeof head, file);
    fclose(file);
    return count == sizeof head && memcmp(head, "RIFF", 4) == 0 && memcmp(head + 8, "WEBP", 4) == 0;
}

// The features in the header of `data`, or -1 with the reason.
static int features_of(const uint8_t *data, size_t length, WebPBitstreamFeatures *features, char *reason,
                       size_t reason_size) {
    VP8StatusCode status = WebPGetFeatures(data, length, features);
    if (status != VP8_STATUS_OK) {
        snprintf(reason, reason_size, "%s", status == VP8_STATUS_NOT_ENOUGH_DATA ? "the file ends before its header does"
                                                                                 : status_text(status));
        return -1;
    }
    if (features->has_animation) {
        snprintf(reason, reason_size, "it is an animated WebP; export one frame to show it");
        return -1;
    }
    return 0;
}

int snapnav_webp_size(const char *path, uint32_t *width, uint32_t *height, char *reason, size_t reason_size) {
    *width = 0;
    *height = 0;
    size_t length = 0;
    // The header lies in the first few dozen bytes, after any chunks an extended file puts first.
    uint8_t *data = read_file(path, 1 << 16, &length, reason, reason_size);
    if (!data) return -1;
    WebPBitstreamFeatures features;
    int result = features_of(data, length, &features, reason, reason_size);
    free(data);
    if (result == 0) {
        *width = (uint32_t)features.width;
        *height = (uint32_t)features.height;
    }
    return result;
}

// A copy of the file's ICCP chunk, when it has one.
static void keep_profile(const uint8_t *data, size_t length, uint8_t **profile, size_t *profile_length) {
    WebPData file = {data, length};
    WebPDemuxer *demuxer = WebPDemux(&file);
    if (!demuxer) return;
    WebPChunkIterator chunk;
    if (WebPDemuxGetChunk(demuxer, "ICCP", 1, &chunk) && chunk.chunk.size > 0) {
        uint8_t *copy = malloc(chunk.chunk.size);
        if (copy) {
            memcpy(copy, chunk.chunk.bytes, chunk.chunk.size);
            *profile = copy;
            *profile_length = chunk.chunk.size;
        }
        WebPDemuxReleaseChunkIterator(&chunk);
    }
    WebPDemuxDelete(demuxer);
}

int snapnav_webp_decode(const char *path, uint32_t *pixels, uint32_t width, uint32_t height, uint8_t **profile,
                        size_t *profile_length, char *reason, size_t reason_size) {
    *profile = NULL;
    *profile_length = 0;
    size_t length = 0;
    uint8_t *data = read_file(path, 0, &length, reason, reason_size);
    if (!data) return -1;
    WebPDecoderConfig config;
    int result = -1;
    if (!WebPInitDecoderConfig(&config)) {
        snprintf(reason, reason_size, "libwebp does not match the one SnapNav was built with");
    } else if (features_of(data, length, &config.input, reason, reason_size) != 0) {
        // The reason is said.
    } else if ((uint32_t)config.input.width != width || (uint32_t)config.input.height != height) {
        snprintf(reason, reason_size, "the image's size changed while it was read");
    } else {
        // B, G, R, A bytes: 0xAARRGGBB on a little-endian machine, straight into the pixels.
        config.output.colorspace = MODE_BGRA;
        config.output.is_external_memory = 1;
        config.output.u.RGBA.rgba = (uint8_t *)pixels;
        config.output.u.RGBA.stride = (int)(width * 4);
        config.output.u.RGBA.size = (size_t)width * height * 4;
        VP8StatusCode status = WebPDecode(data, length, &config);
        if (status == VP8_STATUS_OK) {
            keep_profile(data, length, profile, profile_length);
            result = 0;
        } else {
            snprintf(reason, reason_size, "%s", status == VP8_STATUS_NOT_ENOUGH_DATA
                                                    ? "the file ends before the image does"
                                                    : status_text(status));
        }
        WebPFreeDecBuffer(&config.output);
    }
    free(data);
    return result;
}
