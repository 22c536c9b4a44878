#include "SRGBTransform.h"

#include <lcms2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct snapnav_srgb_transform {
    cmsContext context;
    cmsHTRANSFORM transform;
    // A grey profile's sRGB for each of its 256 levels, as 0x00RRGGBB: every grey pixel is one
    // of them.
    int is_grey;
    uint32_t grey[256];
    // Whether the profile is sRGB's own, within a level: its pixels are left as they are, as
    // an untagged image's are, rather than moved a level by the rounding of a conversion.
    int is_srgb;
    // Where Little CMS's error goes while the transform is made: the caller's buffer, no longer
    // used once it returns.
    char *reason;
    size_t reason_size;
};

// Little CMS reports an error by calling this with the context it happened in; the message is
// kept in the reason of the call in progress (the context's user data), and never printed.
static void keep_error(cmsContext context, cmsUInt32Number code, const char *text) {
    (void)code;
    struct snapnav_srgb_transform *made = cmsGetContextUserData(context);
    if (made && made->reason_size > 0 && made->reason[0] == 0) {
        snprintf(made->reason, made->reason_size, "%s", text);
    }
}

static void signature_text(cmsColorSpaceSignature space, char *text, size_t size) {
    char letters[5] = {(char)(space >> 24), (char)(space >> 16), (char)(space >> 8), (char)space, 0};
    snprintf(text, size, "%s", letters);
}

// A channel of Little CMS's floating-point grey, 0…1, as eight bits.
static uint8_t encoded(float value) {
    float scaled = value * 255.0f + 0.5f;
    return scaled > 255.0f ? 255 : scaled > 0.0f ? (uint8_t)scaled : 0;
}

// Whether `transform` leaves every colour within a level of where it was: each primary's and
// grey's every level, and a grid of colours between them.
static int converts_as_srgb(cmsHTRANSFORM transform) {
    enum { ramps = 4 * 256, grid_levels = 9, count = ramps + grid_levels * grid_levels * grid_levels };
    static const uint8_t grid[grid_levels] = {0, 3, 17, 40, 64, 128, 200, 230, 255};
    uint32_t colours[count];
    uint32_t converted[count];
    for (uint32_t level = 0; level < 256; level++) {
        colours[level] = 0xFF000000u | level << 16;
        colours[256 + level] = 0xFF000000u | level << 8;
        colours[512 + level] = 0xFF000000u | level;
        colours[768 + level] = 0xFF000000u | level << 16 | level << 8 | level;
    }
    int index = ramps;
    for (int r = 0; r < grid_levels; r++) {
        for (int g = 0; g < grid_levels; g++) {
            for (int b = 0; b < grid_levels; b++) {
                colours[index++] = 0xFF000000u | (uint32_t)grid[r] << 16 | (uint32_t)grid[g] << 8 | grid[b];
            }
        }
    }
    cmsDoTransform(transform, colours, converted, count);
    for (int i = 0; i < count; i++) {
        for (int shift = 0; shift < 24; shift += 8) {
            int difference = (int)(colours[i] >> shift & 0xFF) - (int)(converted[i] >> shift & 0xFF);
            if (difference > 1 || difference < -1) return 0;
        }
    }
    return 1;
}

snapnav_profile_outcome snapnav_srgb_transform_create(const uint8_t *profile, size_t length, int channels,
                                                      snapnav_srgb_transform **transform, char *name,
                                                      size_t name_size, char *reason, size_t reason_size) {
    *transform = NULL;
    if (name_size > 0) name[0] = 0;
    if (reason_size > 0) reason[0] = 0;
    snapnav_srgb_transform *made = calloc(1, sizeof *made);
    if (!made) {
        snprintf(reason, reason_size, "out of memory");
        return SNAPNAV_PROFILE_DAMAGED;
    }
    made->reason = reason;
    made->reason_size = reason_size;
    made->context = cmsCreateContext(NULL, made);
    if (!made->context) {
        free(made);
        snprintf(reason, reason_size, "out of memory");
        return SNAPNAV_PROFILE_DAMAGED;
    }
    cmsSetLogErrorHandlerTHR(made->context, keep_error);
    snapnav_profile_outcome outcome = SNAPNAV_PROFILE_DAMAGED;
    cmsHPROFILE source = cmsOpenProfileFromMemTHR(made->context, profile, (cmsUInt32Number)length);
    cmsHPROFILE sRGB = cmsCreate_sRGBProfileTHR(made->context);
    if (!source || !sRGB) goto done;
    if (name_size > 0) cmsGetProfileInfoASCII(source, cmsInfoDescription, "en", "US", name, (cmsUInt32Number)name_size);
    cmsColorSpaceSignature space = cmsGetColorSpace(source);
    if (space != cmsSigRgbData && space != cmsSigGrayData) {
        signature_text(space, reason, reason_size);
        outcome = SNAPNAV_PROFILE_OTHER_SPACE;
        goto done;
    }
    made->is_grey = space == cmsSigGrayData;
    if (channels == 3 && made->is_grey) {
        outcome = SNAPNAV_PROFILE_GREY_ON_COLOUR;
        goto done;
    }
    if (channels == 1 && !made->is_grey) {
        outcome = SNAPNAV_PROFILE_COLOUR_ON_GREY;
        goto done;
    }
    // Perceptual, as browsers render an image's profile: for the curves-and-matrix profiles of
    // screens it is the same as relative colorimetric; a profile of lookup tables gives its
    // perceptual table (A2B0), made to fit its colours into a screen's. The finer precalculated
    // table keeps a lookup table's conversion within a level of Little CMS's unrounded one.
    if (made->is_grey) {
        // Grey is worked out in floating point for each of its 256 levels: eight bits lose the
        // dark end of a linear curve.
        made->transform = cmsCreateTransformTHR(made->context, source, TYPE_GRAY_FLT, sRGB, TYPE_RGB_FLT,
                                                INTENT_PERCEPTUAL, 0);
        if (!made->transform) goto done;
        float levels[256];
        float rgb[256 * 3];
        for (int level = 0; level < 256; level++) levels[level] = (float)level / 255.0f;
        cmsDoTransform(made->transform, levels, rgb, 256);
        for (int level = 0; level < 256; level++) {
            made->grey[level] = (uint32_t)encoded(rgb[level * 3]) << 16 | (uint32_t)encoded(rgb[level * 3 + 1]) << 8 |
                                encoded(rgb[level * 3 + 2]);
        }
    } else {
        // TYPE_BGRA_8 reads 0xAARRGGBB on a little-endian machine; alpha is copied through.
        made->transform = cmsCreateTransformTHR(made->context, source, TYPE_BGRA_8, sRGB, TYPE_BGRA_8, INTENT_PERCEPTUAL,
                                                cmsFLAGS_COPY_ALPHA | cmsFLAGS_HIGHRESPRECALC);
        if (!made->transform) goto done;
        made->is_srgb = converts_as_srgb(made->transform);
    }
    outcome = SNAPNAV_PROFILE_CONVERTS;
done:
    if (source) cmsCloseProfile(source);
    if (sRGB) cmsCloseProfile(sRGB);
    if (outcome != SNAPNAV_PROFILE_CONVERTS) {
        if (outcome == SNAPNAV_PROFILE_DAMAGED && reason_size > 0 && reason[0] == 0) {
            snprintf(reason, reason_size, "Little CMS cannot read it");
        }
        snapnav_srgb_transform_free(made);
        return outcome;
    }
    made->reason_size = 0;
    *transform = made;
    return outcome;
}

void snapnav_srgb_transform_apply(const snapnav_srgb_transform *transform, uint32_t *pixels, size_t count) {
    if (transform->is_srgb) return;
    if (transform->is_grey) {
        // Grey pixels hold the same level in each channel: blue's is read.
        for (size_t index = 0; index < count; index++) {
            pixels[index] = (pixels[index] & 0xFF000000u) | transform->grey[pixels[index] & 0xFF];
        }
        return;
    }
    // Rows of at most this many pixels keep the count within Little CMS's 32-bit one.
    const size_t chunk = 1u << 24;
    for (size_t start = 0; start < count; start += chunk) {
        size_t length = count - start < chunk ? count - start : chunk;
        cmsDoTransform(transform->transform, pixels + start, pixels + start, (cmsUInt32Number)length);
    }
}

void snapnav_srgb_transform_free(snapnav_srgb_transform *transform) {
    if (!transform) return;
    if (transform->transform) cmsDeleteTransform(transform->transform);
    cmsDeleteContext(transform->context);
    free(transform);
}
