#ifndef SNAPNAV_SRGB_TRANSFORM_H
#define SNAPNAV_SRGB_TRANSFORM_H

#include <stddef.h>
#include <stdint.h>

/// A conversion, made by Little CMS, from the colours of an image's embedded ICC profile to
/// sRGB, for pixels of 0xAARRGGBB (straight alpha, kept as it is).
typedef struct snapnav_srgb_transform snapnav_srgb_transform;

/// What became of a profile handed to `snapnav_srgb_transform_create`.
typedef enum {
    /// A transform was made.
    SNAPNAV_PROFILE_CONVERTS = 0,
    /// Little CMS could not read the profile, or could not make a transform from it; its reason
    /// is in `reason`.
    SNAPNAV_PROFILE_DAMAGED = 1,
    /// A profile for some other colour space than RGB or grey; its four-letter signature is in
    /// `reason`.
    SNAPNAV_PROFILE_OTHER_SPACE = 2,
    /// A grey profile on a colour image.
    SNAPNAV_PROFILE_GREY_ON_COLOUR = 3,
    /// A colour profile on a grey image.
    SNAPNAV_PROFILE_COLOUR_ON_GREY = 4,
} snapnav_profile_outcome;

/// Makes the transform from the ICC profile `profile` (`length` bytes) to sRGB, with the
/// perceptual rendering intent. `channels` is the image's own count when the file says it (1
/// for grey, 3 for colour), 0 otherwise. The profile's description, when it has one, is put in
/// `name` (empty otherwise). Returns the transform in `*transform` with
/// `SNAPNAV_PROFILE_CONVERTS`, or NULL there with the outcome saying why, and Little CMS's words
/// in `reason`. Nothing is printed, and a thread makes its transforms independently of every
/// other.
snapnav_profile_outcome snapnav_srgb_transform_create(const uint8_t *profile, size_t length, int channels,
                                                      snapnav_srgb_transform **transform, char *name,
                                                      size_t name_size, char *reason, size_t reason_size);

/// Converts `count` pixels of 0xAARRGGBB in place.
void snapnav_srgb_transform_apply(const snapnav_srgb_transform *transform, uint32_t *pixels, size_t count);

/// Frees the transform.
void snapnav_srgb_transform_free(snapnav_srgb_transform *transform);

#endif
