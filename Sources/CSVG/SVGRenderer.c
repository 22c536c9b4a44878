#include "SVGRenderer.h"

#include <cairo.h>
#include <errno.h>
#include <librsvg/rsvg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct SnapNavSVG {
    RsvgHandle *handle;
    double width;
    double height;
};

// The file's first `limit` bytes at most, in memory for the caller to free; NULL with the
// reason when it cannot be read.
static uint8_t *read_file(const char *path, size_t limit, size_t *length, char *reason, size_t reason_size) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(reason, reason_size, "the file cannot be opened (%s)", strerror(errno));
        return NULL;
    }
    long size = -1;
    if (fseek(file, 0, SEEK_END) == 0) size = ftell(file);
    if (size < 0 || fseek(file, 0, SEEK_SET) != 0) {
        snprintf(reason, reason_size, "the file cannot be read");
        fclose(file);
        return NULL;
    }
    size_t wanted = (size_t)size > limit ? limit : (size_t)size;
    uint8_t *data = malloc(wanted > 0 ? wanted : 1);
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

// librsvg's message, taken into `reason`, and the error freed.
static void take_error(GError *error, const char *fallback, char *reason, size_t reason_size) {
    snprintf(reason, reason_size, "%s", error && error->message ? error->message : fallback);
    if (error) g_error_free(error);
    // libxml2's messages end in a newline; the reason is said within a sentence.
    size_t length = strlen(reason);
    while (length > 0 && (reason[length - 1] == '\n' || reason[length - 1] == ' ')) reason[--length] = '\0';
}

SnapNavSVG *snapnav_svg_open(const char *path, size_t limit, double *width, double *height, char *reason,
                             size_t reason_size) {
    *width = 0;
    *height = 0;
    size_t length = 0;
    uint8_t *data = read_file(path, limit, &length, reason, reason_size);
    if (!data) return NULL;
    GError *error = NULL;
    // From memory, with no base file: librsvg resolves a relative or absolute reference only
    // against a base, so nothing outside the document is ever read.
    RsvgHandle *handle = rsvg_handle_new_from_data(data, length, &error);
    free(data);
    if (!handle) {
        take_error(error, "librsvg cannot read it", reason, reason_size);
        return NULL;
    }
    double w = 0, h = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h)) {
        // Width or height relative (a percentage) or left out: the viewBox gives the size.
        gboolean has_width, has_height, has_viewbox;
        RsvgLength unused_width, unused_height;
        RsvgRectangle viewbox;
        rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &unused_width, &has_height, &unused_height,
                                             &has_viewbox, &viewbox);
        if (has_viewbox) {
            w = viewbox.width;
            h = viewbox.height;
        }
    }
    if (!(w > 0 && h > 0)) {
        snprintf(reason, reason_size,
                 "it is an SVG that declares no size; give its svg element a width and height in pixels, or a "
                 "viewBox");
        g_object_unref(handle);
        return NULL;
    }
    SnapNavSVG *svg = malloc(sizeof *svg);
    if (!svg) {
        snprintf(reason, reason_size, "out of memory");
        g_object_unref(handle);
        return NULL;
    }
    svg->handle = handle;
    svg->width = w;
    svg->height = h;
    *width = w;
    *height = h;
    return svg;
}

int snapnav_svg_render(SnapNavSVG *svg, double scale, uint32_t *pixels, uint32_t width, uint32_t height,
                       char *reason, size_t reason_size) {
    memset(pixels, 0, (size_t)width * height * 4);
    // Cairo's ARGB32 is 0xAARRGGBB in the machine's order with premultiplied alpha, drawn
    // straight into the pixels and then made straight.
    cairo_surface_t *surface = cairo_image_surface_create_for_data((unsigned char *)pixels, CAIRO_FORMAT_ARGB32,
                                                                   (int)width, (int)height, (int)width * 4);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        snprintf(reason, reason_size, "cairo cannot draw %u × %u pixels (%s)", width, height,
                 cairo_status_to_string(cairo_surface_status(surface)));
        cairo_surface_destroy(surface);
        return -1;
    }
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    RsvgRectangle viewport = {0, 0, svg->width, svg->height};
    GError *error = NULL;
    gboolean drawn = rsvg_handle_render_document(svg->handle, cr, &viewport, &error);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
    if (!drawn) {
        take_error(error, "librsvg cannot render it", reason, reason_size);
        return -1;
    }
    size_t count = (size_t)width * height;
    for (size_t i = 0; i < count; i++) {
        uint32_t pixel = pixels[i];
        uint32_t alpha = pixel >> 24;
        if (alpha == 0 || alpha == 255) continue;
        uint32_t red = ((pixel >> 16 & 0xFF) * 255 + alpha / 2) / alpha;
        uint32_t green = ((pixel >> 8 & 0xFF) * 255 + alpha / 2) / alpha;
        uint32_t blue = ((pixel & 0xFF) * 255 + alpha / 2) / alpha;
        pixels[i] = alpha << 24 | (red > 255 ? 255 : red) << 16 | (green > 255 ? 255 : green) << 8 |
                    (blue > 255 ? 255 : blue);
    }
    return 0;
}

void snapnav_svg_close(SnapNavSVG *svg) {
    if (!svg) return;
    g_object_unref(svg->handle);
    free(svg);
}
