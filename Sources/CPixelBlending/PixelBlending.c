#include "PixelBlending.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define SNAPNAV_X86 1
#endif

// x / 255 rounded to the nearest, exact for every x from 0 to 255 × 255.
static inline uint32_t divide_by_255(uint32_t x) { return ((x + 128) * 257) >> 16; }

static inline uint32_t modulated(uint32_t pixel, uint32_t modulate) {
    if (modulate == 0xFFFFFFFFu) return pixel;
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t channel = divide_by_255(((pixel >> shift) & 0xFF) * ((modulate >> shift) & 0xFF));
        result |= channel << shift;
    }
    return result;
}

// `source` over `destination`, red and blue then alpha and green two at a time, 16 bits apart.
// The source is premultiplied, each colour no more than its alpha, so no channel's sum passes
// 255.
static inline uint32_t over(uint32_t source, uint32_t destination) {
    const uint32_t transparency = 255 - (source >> 24);
    uint32_t red_blue = (destination & 0x00FF00FFu) * transparency + 0x00800080u;
    uint32_t alpha_green = ((destination >> 8) & 0x00FF00FFu) * transparency + 0x00800080u;
    // Each half divided by 255, rounded, as `divide_by_255` does.
    red_blue = ((red_blue + ((red_blue >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    alpha_green = (alpha_green + ((alpha_green >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return source + (red_blue | alpha_green);
}

static void blend_row(uint32_t *to, const uint32_t *from, int width, uint32_t modulate) {
    for (int column = 0; column < width; column++) {
        if (from[column] != 0) to[column] = over(modulated(from[column], modulate), to[column]);
    }
}

static void fill_row(uint32_t *to, int width, uint32_t color) {
    for (int column = 0; column < width; column++) to[column] = over(color, to[column]);
}

#if defined(SNAPNAV_X86)
// The same arithmetic on 16-bit lanes, four pixels (SSE2) or eight (AVX2) at a time: each
// pixel's bytes widened, multiplied, divided by 255 with `divide_by_255`'s multiply-high, and
// packed back with saturation.

static inline __m128i divide_lanes_by_255(__m128i x) {
    return _mm_mulhi_epu16(_mm_add_epi16(x, _mm_set1_epi16(128)), _mm_set1_epi16(257));
}

// Widened pixels over widened destination pixels: each lane multiplied by 255 minus its
// pixel's alpha (lane 3 of each four).
static inline __m128i over_lanes(__m128i source, __m128i destination) {
    __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(source, 0xFF), 0xFF);
    __m128i kept = divide_lanes_by_255(_mm_mullo_epi16(destination, _mm_sub_epi16(_mm_set1_epi16(255), alpha)));
    return _mm_add_epi16(source, kept);
}

static void blend_rows_sse2(uint32_t *destination, ptrdiff_t destination_stride, const uint32_t *source,
                            ptrdiff_t source_stride, int width, int height, uint32_t modulate) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i factors = _mm_unpacklo_epi8(_mm_set1_epi32((int)modulate), zero);
    const int modulating = modulate != 0xFFFFFFFFu;
    for (int row = 0; row < height; row++) {
        uint32_t *to = destination + row * destination_stride;
        const uint32_t *from = source + row * source_stride;
        int column = 0;
        for (; column + 4 <= width; column += 4) {
            __m128i pixels = _mm_loadu_si128((const __m128i *)(from + column));
            // Fully transparent source pixels, common round a layer's drawing, change nothing.
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(pixels, zero)) == 0xFFFF) continue;
            __m128i low = _mm_unpacklo_epi8(pixels, zero);
            __m128i high = _mm_unpackhi_epi8(pixels, zero);
            if (modulating) {
                low = divide_lanes_by_255(_mm_mullo_epi16(low, factors));
                high = divide_lanes_by_255(_mm_mullo_epi16(high, factors));
            }
            __m128i *target = (__m128i *)(to + column);
            __m128i under = _mm_loadu_si128(target);
            low = over_lanes(low, _mm_unpacklo_epi8(under, zero));
            high = over_lanes(high, _mm_unpackhi_epi8(under, zero));
            _mm_storeu_si128(target, _mm_packus_epi16(low, high));
        }
        blend_row(to + column, from + column, width - column, modulate);
    }
}

static void fill_rows_sse2(uint32_t *destination, ptrdiff_t destination_stride, int width, int height,
                           uint32_t color) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i source = _mm_unpacklo_epi8(_mm_set1_epi32((int)color), zero);
    for (int row = 0; row < height; row++) {
        uint32_t *to = destination + row * destination_stride;
        int column = 0;
        for (; column + 4 <= width; column += 4) {
            __m128i *target = (__m128i *)(to + column);
            __m128i under = _mm_loadu_si128(target);
            __m128i low = over_lanes(source, _mm_unpacklo_epi8(under, zero));
            __m128i high = over_lanes(source, _mm_unpackhi_epi8(under, zero));
            _mm_storeu_si128(target, _mm_packus_epi16(low, high));
        }
        fill_row(to + column, width - column, color);
    }
}

#define SNAPNAV_AVX2 __attribute__((target("avx2")))

SNAPNAV_AVX2 static inline __m256i divide_lanes_by_255_avx2(__m256i x) {
    return _mm256_mulhi_epu16(_mm256_add_epi16(x, _mm256_set1_epi16(128)), _mm256_set1_epi16(257));
}

SNAPNAV_AVX2 static inline __m256i over_lanes_avx2(__m256i source, __m256i destination) {
    __m256i alpha = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(source, 0xFF), 0xFF);
    __m256i kept =
        divide_lanes_by_255_avx2(_mm256_mullo_epi16(destination, _mm256_sub_epi16(_mm256_set1_epi16(255), alpha)));
    return _mm256_add_epi16(source, kept);
}

// The first `count` of eight 32-bit lanes set, for loading and storing a row's last pixels
// without touching memory past them.
SNAPNAV_AVX2 static inline __m256i tail_mask_avx2(int count) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

// Eight source pixels, modulated by `factors` when `modulating`, blended over eight
// destination pixels.
SNAPNAV_AVX2 static inline __m256i blend_eight_avx2(__m256i pixels, __m256i under, __m256i factors, int modulating) {
    const __m256i zero = _mm256_setzero_si256();
    // Unpacking works within each 128-bit half, and packing puts the halves back as they were.
    __m256i low = _mm256_unpacklo_epi8(pixels, zero);
    __m256i high = _mm256_unpackhi_epi8(pixels, zero);
    if (modulating) {
        low = divide_lanes_by_255_avx2(_mm256_mullo_epi16(low, factors));
        high = divide_lanes_by_255_avx2(_mm256_mullo_epi16(high, factors));
    }
    low = over_lanes_avx2(low, _mm256_unpacklo_epi8(under, zero));
    high = over_lanes_avx2(high, _mm256_unpackhi_epi8(under, zero));
    return _mm256_packus_epi16(low, high);
}

SNAPNAV_AVX2 static void blend_rows_avx2(uint32_t *destination, ptrdiff_t destination_stride,
                                         const uint32_t *source, ptrdiff_t source_stride, int width, int height,
                                         uint32_t modulate) {
    const __m256i factors = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)modulate), _mm256_setzero_si256());
    const int modulating = modulate != 0xFFFFFFFFu;
    const int whole = width & ~7;
    const int rest = width - whole;
    const __m256i tail = tail_mask_avx2(rest);
    for (int row = 0; row < height; row++) {
        uint32_t *to = destination + row * destination_stride;
        const uint32_t *from = source + row * source_stride;
        for (int column = 0; column < whole; column += 8) {
            __m256i pixels = _mm256_loadu_si256((const __m256i *)(from + column));
            // Fully transparent source pixels, common round a layer's drawing, change nothing.
            if (_mm256_testz_si256(pixels, pixels)) continue;
            __m256i *target = (__m256i *)(to + column);
            _mm256_storeu_si256(target, blend_eight_avx2(pixels, _mm256_loadu_si256(target), factors, modulating));
        }
        if (rest == 0) continue;
        // The last one to seven pixels, through the same arithmetic eight at a time, loaded
        // and stored under a mask: narrow layers (icons, glyphs) spent most of their time in
        // these pixels one at a time.
        __m256i pixels = _mm256_maskload_epi32((const int *)(from + whole), tail);
        if (_mm256_testz_si256(pixels, pixels)) continue;
        __m256i under = _mm256_maskload_epi32((const int *)(to + whole), tail);
        _mm256_maskstore_epi32((int *)(to + whole), tail, blend_eight_avx2(pixels, under, factors, modulating));
    }
}

// `source` (one premultiplied colour, widened) blended over eight destination pixels.
SNAPNAV_AVX2 static inline __m256i fill_eight_avx2(__m256i source, __m256i under) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i low = over_lanes_avx2(source, _mm256_unpacklo_epi8(under, zero));
    __m256i high = over_lanes_avx2(source, _mm256_unpackhi_epi8(under, zero));
    return _mm256_packus_epi16(low, high);
}

SNAPNAV_AVX2 static void fill_rows_avx2(uint32_t *destination, ptrdiff_t destination_stride, int width, int height,
                                        uint32_t color) {
    const __m256i source = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)color), _mm256_setzero_si256());
    const int whole = width & ~7;
    const int rest = width - whole;
    const __m256i tail = tail_mask_avx2(rest);
    for (int row = 0; row < height; row++) {
        uint32_t *to = destination + row * destination_stride;
        for (int column = 0; column < whole; column += 8) {
            __m256i *target = (__m256i *)(to + column);
            _mm256_storeu_si256(target, fill_eight_avx2(source, _mm256_loadu_si256(target)));
        }
        if (rest == 0) continue;
        __m256i under = _mm256_maskload_epi32((const int *)(to + whole), tail);
        _mm256_maskstore_epi32((int *)(to + whole), tail, fill_eight_avx2(source, under));
    }
}

static int avx2_allowed = 1;

// AVX2 where the processor has it (nearly every x86 machine since 2013), SSE2 otherwise.
static int has_avx2(void) {
    static int known = -1;
    if (known < 0) {
        __builtin_cpu_init();
        known = __builtin_cpu_supports("avx2") ? 1 : 0;
    }
    return known && avx2_allowed;
}
#endif

int snapnav_blend_allow_avx2(int allowed) {
#if defined(SNAPNAV_X86)
    int previous = avx2_allowed;
    avx2_allowed = allowed;
    return previous;
#else
    (void)allowed;
    return 0;
#endif
}

// The source pixel at `column`, `row`, transparent beyond the edge.
static inline uint32_t source_pixel(const uint32_t *source, ptrdiff_t stride, int width, int height, int column,
                                    int row) {
    if (column < 0 || row < 0 || column >= width || row >= height) return 0;
    return source[row * stride + column];
}

// `a` and `b` mixed, `weight` (0 to 256) parts of `b` in 256, every channel at once: red and
// blue, then alpha and green, each pair 16 bits apart so that no product reaches the next.
static inline uint32_t mix(uint32_t a, uint32_t b, uint32_t weight) {
    uint32_t red_blue = (((a & 0x00FF00FFu) * (256 - weight) + (b & 0x00FF00FFu) * weight) >> 8) & 0x00FF00FFu;
    uint32_t alpha_green = (((a >> 8) & 0x00FF00FFu) * (256 - weight) + ((b >> 8) & 0x00FF00FFu) * weight) & 0xFF00FF00u;
    return red_blue | alpha_green;
}

#if defined(SNAPNAV_X86)
static int vector_sampling_allowed = 1;

// The sample between the four source pixels at `at`, `at + 1` and the same a row down,
// `across` and `down` parts of 256 from the first: the arithmetic of `mix`, each channel on a
// 16-bit lane, where no product or sum passes 255 × 256. Pairs of pixels side by side share a
// register, weighed by 256 − `across` and `across`, and their halves are added.
static inline uint32_t sample_sse2(const uint32_t *at, ptrdiff_t stride, uint32_t across, uint32_t down) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i horizontal =
        _mm_unpacklo_epi64(_mm_set1_epi16((short)(256 - across)), _mm_set1_epi16((short)across));
    const __m128i vertical = _mm_unpacklo_epi64(_mm_set1_epi16((short)(256 - down)), _mm_set1_epi16((short)down));
    __m128i upper = _mm_mullo_epi16(_mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)at), zero), horizontal);
    __m128i lower =
        _mm_mullo_epi16(_mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(at + stride)), zero), horizontal);
    upper = _mm_srli_epi16(_mm_add_epi16(upper, _mm_srli_si128(upper, 8)), 8);
    lower = _mm_srli_epi16(_mm_add_epi16(lower, _mm_srli_si128(lower, 8)), 8);
    __m128i both = _mm_mullo_epi16(_mm_unpacklo_epi64(upper, lower), vertical);
    both = _mm_srli_epi16(_mm_add_epi16(both, _mm_srli_si128(both, 8)), 8);
    return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(both, zero));
}
#endif

int snapnav_blend_allow_vector_sampling(int allowed) {
#if defined(SNAPNAV_X86)
    int previous = vector_sampling_allowed;
    vector_sampling_allowed = allowed;
    return previous;
#else
    (void)allowed;
    return 0;
#endif
}

void snapnav_blend_scaled(uint32_t *destination, ptrdiff_t destination_stride, int first_column, int first_row,
                          int columns, int rows, const uint32_t *source, ptrdiff_t source_stride, int source_width,
                          int source_height, double x, double y, double width, double height, uint32_t modulate) {
    if (columns <= 0 || rows <= 0 || source_width <= 0 || source_height <= 0 || !(width > 0) || !(height > 0)) return;
    // Source positions in 16.16 fixed point: a destination pixel's centre, in source pixels,
    // less half a pixel so that the four samples round it are at whole positions.
    const double step_x = source_width / width;
    const double step_y = source_height / height;
    const int64_t start_u = (int64_t)(((first_column + 0.5 - x) * step_x - 0.5) * 65536.0);
    const int64_t start_v = (int64_t)(((first_row + 0.5 - y) * step_y - 0.5) * 65536.0);
    const int64_t du = (int64_t)(step_x * 65536.0);
    const int64_t dv = (int64_t)(step_y * 65536.0);
    for (int row = 0; row < rows; row++) {
        uint32_t *to = destination + (first_row + row) * destination_stride + first_column;
        const int64_t v = start_v + row * dv;
        const int top = (int)(v >> 16);
        const uint32_t down = (uint32_t)((v >> 8) & 0xFF);
        int64_t u = start_u;
        for (int column = 0; column < columns; column++, u += du) {
            const int left = (int)(u >> 16);
            const uint32_t across = (uint32_t)((u >> 8) & 0xFF);
            uint32_t upper, lower;
            uint32_t sample;
            if (left >= 0 && top >= 0 && left + 1 < source_width && top + 1 < source_height) {
                const uint32_t *at = source + top * source_stride + left;
#if defined(SNAPNAV_X86)
                if (vector_sampling_allowed) {
                    sample = sample_sse2(at, source_stride, across, down);
                    if (sample != 0) to[column] = over(modulated(sample, modulate), to[column]);
                    continue;
                }
#endif
                upper = mix(at[0], at[1], across);
                lower = mix(at[source_stride], at[source_stride + 1], across);
            } else {
                upper = mix(source_pixel(source, source_stride, source_width, source_height, left, top),
                            source_pixel(source, source_stride, source_width, source_height, left + 1, top), across);
                lower = mix(source_pixel(source, source_stride, source_width, source_height, left, top + 1),
                            source_pixel(source, source_stride, source_width, source_height, left + 1, top + 1),
                            across);
            }
            sample = mix(upper, lower, down);
            if (sample != 0) to[column] = over(modulated(sample, modulate), to[column]);
        }
    }
}

void snapnav_blend_over(uint32_t *destination, ptrdiff_t destination_stride, const uint32_t *source,
                        ptrdiff_t source_stride, int width, int height, uint32_t modulate) {
    if (width <= 0 || height <= 0) return;
#if defined(SNAPNAV_X86)
    if (has_avx2()) {
        blend_rows_avx2(destination, destination_stride, source, source_stride, width, height, modulate);
    } else {
        blend_rows_sse2(destination, destination_stride, source, source_stride, width, height, modulate);
    }
#else
    for (int row = 0; row < height; row++) {
        blend_row(destination + row * destination_stride, source + row * source_stride, width, modulate);
    }
#endif
}

void snapnav_blend_fill(uint32_t *destination, ptrdiff_t destination_stride, int width, int height,
                        uint32_t color) {
    if (width <= 0 || height <= 0 || color >> 24 == 0) return;
#if defined(SNAPNAV_X86)
    if (has_avx2()) {
        fill_rows_avx2(destination, destination_stride, width, height, color);
    } else {
        fill_rows_sse2(destination, destination_stride, width, height, color);
    }
#else
    for (int row = 0; row < height; row++) fill_row(destination + row * destination_stride, width, color);
#endif
}
