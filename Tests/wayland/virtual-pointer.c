/* A virtual pointer for the Wayland tests: reads commands from standard input, one per line,
   sends them to the compositor as a pointer device would, each followed by a frame, and
   answers "ok" on standard output once the compositor has handled it:
     move X Y              the pointer to X,Y of the output (in its logical pixels)
     down / up             the left button
     scroll DX DY SOURCE   axis values (wl_pointer units, 10 per wheel step) from a "finger"
                           (a touchpad) or a "wheel"
     notch DX DY           a wheel's whole steps, with their axis values (15 per step)
     stop                  axis_stop on both axes: the fingers left the touchpad
     sleep MS              a pause
   Usage: virtual-pointer WIDTH HEIGHT (the output's logical size) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>

#include "virtual-pointer-v1-client.h"

enum { button_left = 0x110, axis_vertical = 0, axis_horizontal = 1 };
enum { source_wheel = 0, source_finger = 1 };

static struct wl_seat *seat;
static struct zwlr_virtual_pointer_manager_v1 *manager;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                   uint32_t version) {
    (void)data;
    (void)version;
    if (strcmp(interface, wl_seat_interface.name) == 0) {
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    } else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
        manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface, 1);
    }
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data;
    (void)registry;
    (void)name;
}

static const struct wl_registry_listener registry_listener = {global, global_remove};

static uint32_t now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint32_t)(t.tv_sec * 1000 + t.tv_nsec / 1000000);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: virtual-pointer WIDTH HEIGHT\n");
        return 2;
    }
    uint32_t width = (uint32_t)atoi(argv[1]), height = (uint32_t)atoi(argv[2]);
    struct wl_display *display = wl_display_connect(NULL);
    if (display == NULL) {
        fprintf(stderr, "virtual-pointer: no Wayland display\n");
        return 1;
    }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (manager == NULL) {
        fprintf(stderr, "virtual-pointer: the compositor has no zwlr_virtual_pointer_manager_v1\n");
        return 1;
    }
    struct zwlr_virtual_pointer_v1 *pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, seat);
    char line[256];
    while (fgets(line, sizeof line, stdin) != NULL) {
        double a = 0, b = 0;
        char word[32] = "", source[32] = "";
        if (sscanf(line, "%31s", word) != 1) continue;
        uint32_t t = now_ms();
        if (strcmp(word, "move") == 0 && sscanf(line, "%*s %lf %lf", &a, &b) == 2) {
            zwlr_virtual_pointer_v1_motion_absolute(pointer, t, (uint32_t)a, (uint32_t)b, width, height);
        } else if (strcmp(word, "down") == 0 || strcmp(word, "up") == 0) {
            zwlr_virtual_pointer_v1_button(pointer, t, button_left, strcmp(word, "down") == 0);
        } else if (strcmp(word, "scroll") == 0 && sscanf(line, "%*s %lf %lf %31s", &a, &b, source) == 3) {
            zwlr_virtual_pointer_v1_axis_source(pointer, strcmp(source, "wheel") == 0 ? source_wheel : source_finger);
            if (a != 0) zwlr_virtual_pointer_v1_axis(pointer, t, axis_horizontal, wl_fixed_from_double(a));
            if (b != 0) zwlr_virtual_pointer_v1_axis(pointer, t, axis_vertical, wl_fixed_from_double(b));
        } else if (strcmp(word, "notch") == 0 && sscanf(line, "%*s %lf %lf", &a, &b) == 2) {
            zwlr_virtual_pointer_v1_axis_source(pointer, source_wheel);
            if (a != 0)
                zwlr_virtual_pointer_v1_axis_discrete(pointer, t, axis_horizontal, wl_fixed_from_double(15 * a), (int)a);
            if (b != 0)
                zwlr_virtual_pointer_v1_axis_discrete(pointer, t, axis_vertical, wl_fixed_from_double(15 * b), (int)b);
        } else if (strcmp(word, "stop") == 0) {
            /* Each axis in a frame of its own: sway 1.7 aborts on a frame that stops both. */
            zwlr_virtual_pointer_v1_axis_source(pointer, source_finger);
            zwlr_virtual_pointer_v1_axis_stop(pointer, t, axis_horizontal);
            zwlr_virtual_pointer_v1_frame(pointer);
            zwlr_virtual_pointer_v1_axis_source(pointer, source_finger);
            zwlr_virtual_pointer_v1_axis_stop(pointer, t, axis_vertical);
        } else if (strcmp(word, "sleep") == 0 && sscanf(line, "%*s %lf", &a) == 1) {
            wl_display_flush(display);
            struct timespec pause = {(time_t)(a / 1000), (long)((a - 1000 * (long)(a / 1000)) * 1000000)};
            nanosleep(&pause, NULL);
            puts("ok");
            fflush(stdout);
            continue;
        } else {
            fprintf(stderr, "virtual-pointer: cannot read \"%s\"\n", strtok(line, "\n"));
            return 1;
        }
        zwlr_virtual_pointer_v1_frame(pointer);
        wl_display_roundtrip(display);
        puts("ok");
        fflush(stdout);
    }
    wl_display_roundtrip(display);
    zwlr_virtual_pointer_v1_destroy(pointer);
    wl_display_disconnect(display);
    return 0;
}
